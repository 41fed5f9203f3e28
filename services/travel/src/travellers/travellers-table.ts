import type { EntityManager } from 'typeorm';

import { quoteTablePath } from '@app/persistence';

import { TravellerEntity } from './traveller.entity';

/** The quoted `travellers` table (the service's schema). */
export function travellersTableOf(manager: EntityManager): string {
  return quoteTablePath(manager.connection.getMetadata(TravellerEntity).tablePath);
}
