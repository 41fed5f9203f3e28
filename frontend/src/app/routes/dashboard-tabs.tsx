import { CalendarFeedCard } from '../../features/calendar-feed';
import { ImportButton } from '../../features/import';
import { ProfileSection } from '../../features/profile';
import { ExportButtons } from '../../features/reports';
import { TravellersCard } from '../../features/travellers';
import { TravelHistory } from '../../features/travel';

/**
 * The dashboard's two tabs that are not shown on arrival (SPEC §2 Dashboard): their own chunk
 * (the visit forms, the profile's fields), which dashboard-sections.tsx loads beside the page,
 * long before a tab can be chosen.
 */
export function TravelHistoryTab() {
  return <TravelHistory exports={<ExportButtons hasEntries />} importer={<ImportButton />} />;
}

export function ProfileTab() {
  return (
    <>
      <ProfileSection />
      <TravellersCard />
      <CalendarFeedCard />
    </>
  );
}
