import type { ClientBase } from 'pg';

import type { Topic } from '@app/contracts';
import type { TopicHandler as BusTopicHandler } from '@app/event-bus';

/** One consumed topic: its effect with the client of the transaction that marks it processed. */
export type TopicHandler<T extends Topic> = BusTopicHandler<T, ClientBase>;
