import type { DataSource } from 'typeorm';

import { OutboxEventEntity } from './outbox-event.entity';

/** The rows of a service's outbox (one topic's, or all), oldest first (tests and tools read it). */
export function outboxRows(dataSource: DataSource, topic?: string): Promise<OutboxEventEntity[]> {
  return dataSource.getRepository(OutboxEventEntity).find({
    where: topic === undefined ? {} : { topic },
    order: { createdAt: 'ASC' },
  });
}
