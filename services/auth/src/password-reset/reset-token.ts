/** The stored form of a reset token lives in contracts, shared with the notification worker. */
export { hashResetToken } from '@app/contracts';
