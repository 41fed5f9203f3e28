import type { EntityManager, Repository } from 'typeorm';

import { UserEntity } from './user.entity';

type Users = Repository<UserEntity> | EntityManager;

function repositoryOf(source: Users): Repository<UserEntity> {
  return 'getRepository' in source ? source.getRepository(UserEntity) : source;
}

/** The account with this e-mail address, ignoring case (uses `users_email_lower_key`). */
export function findUserByEmail(source: Users, email: string): Promise<UserEntity | null> {
  return repositoryOf(source)
    .createQueryBuilder('user')
    .where('lower(user.email) = lower(:email)', { email: email.trim() })
    .getOne();
}

/**
 * The account a sign-in name points at: an e-mail address (it has an '@', which usernames never
 * have) matched ignoring case, otherwise a username matched exactly as written.
 */
export function findUserBySignInName(source: Users, name: string): Promise<UserEntity | null> {
  if (name.includes('@')) return findUserByEmail(source, name);
  return repositoryOf(source).findOneBy({ username: name });
}
