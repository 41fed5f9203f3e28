import type { DataSource } from 'typeorm';

import { OutboxEventEntity } from '@app/persistence';

/** The rows of a service's outbox (one topic's, or all), oldest first. */
export function outboxRows(dataSource: DataSource, topic?: string): Promise<OutboxEventEntity[]> {
  return dataSource.getRepository(OutboxEventEntity).find({
    where: topic === undefined ? {} : { topic },
    order: { createdAt: 'ASC' },
  });
}
