import type { AdminUserDto } from '../../auth/dto/user.dto';
import type { TravelEntryDto } from '../../travel/dto/travel-entry.dto';

/** GET /api/admin/users/{userId}/entries: a user and all their travel records (SPEC §3). */
export interface UserDetailsDto {
  user: AdminUserDto;
  entries: TravelEntryDto[];
}
