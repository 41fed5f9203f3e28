import type { TravellerDto } from '@app/contracts';

/** What a dialog about one traveller of the Travellers card takes. */
export interface TravellerDialogProps {
  open: boolean;
  traveller: TravellerDto;
  /** The traveller's name as the page shows it. */
  label: string;
  onClose: () => void;
}
