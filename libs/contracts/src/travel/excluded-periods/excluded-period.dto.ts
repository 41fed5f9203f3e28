import { IsDefined, IsIn, ValidateBy } from 'class-validator';

import type { ExcludedPeriod } from '@app/schengen-rules';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsNotBefore } from '../../common/is-not-before.decorator';
import { TravelUserRpcRequest } from '../dto/travel-rpc-requests.dto';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { VISIT_COUNTRIES } from '../visit-countries.constants';

/** Which document a period is (`ExcludedPeriodKind` of @app/schengen-rules). */
export const EXCLUDED_PERIOD_KINDS = ['residence_permit', 'long_stay_visa'] as const;
export type ExcludedPeriodKindDto = (typeof EXCLUDED_PERIOD_KINDS)[number];

/** The most periods one traveller may hold: a bound on abuse, as for records and travellers. */
export const EXCLUDED_PERIODS_MAX_PER_TRAVELLER = 50;

const SCHENGEN_STATE_NAMES = new Set(
  VISIT_COUNTRIES.filter((c) => c.isSchengen).map((c) => c.name),
);

/**
 * A residence permit or long-stay (D) visa of a Schengen state (issue #22, ADR 0033, 0036): its
 * days, both ends included, do not count towards the 90. `traveller_id` is the traveller it
 * belongs to.
 */
export interface ExcludedPeriodDto {
  id: string;
  traveller_id: string;
  /** YYYY-MM-DD, first day covered. */
  from: string;
  /** YYYY-MM-DD, last day covered. */
  to: string;
  /** English name of the issuing Schengen state, as a visit's country. */
  issuing_state: string;
  kind: ExcludedPeriodKindDto;
}

/** A period's own fields, as `POST /api/excluded-periods` and its RPC take them. */
export class ExcludedPeriodFieldsDto {
  @IsDefined({ message: 'From date is required' })
  @IsIsoCalendarDate()
  from!: string;

  @IsDefined({ message: 'To date is required' })
  @IsIsoCalendarDate()
  @IsNotBefore('from', { message: 'To date must be on or after the from date' })
  to!: string;

  @IsDefined({ message: 'Issuing state is required' })
  @ValidateBy({
    name: 'isSchengenState',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && SCHENGEN_STATE_NAMES.has(value),
      defaultMessage: () =>
        'issuing_state must be the English name of a Schengen state (for example France); Cyprus and Ireland issue no Schengen permits',
    },
  })
  issuing_state!: string;

  @IsDefined({ message: 'Kind is required' })
  @IsIn(EXCLUDED_PERIOD_KINDS, { message: "kind must be 'residence_permit' or 'long_stay_visa'" })
  kind!: ExcludedPeriodKindDto;
}

/** `POST /api/excluded-periods { traveller_id?, from, to, issuing_state, kind }`. */
export class CreateExcludedPeriodDto extends ExcludedPeriodFieldsDto {
  /** The traveller the period belongs to; absent: the account holder's. */
  @IsOptionalTravellerId()
  traveller_id?: string;
}

/**
 * `TravelPatterns.CreateExcludedPeriod`: the signed-in user, the traveller (signed as `trv`,
 * absent: the account holder's) and the period.
 */
export class CreateExcludedPeriodRpcRequest extends ExcludedPeriodFieldsDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;
}

/** `TravelPatterns.ListExcludedPeriods`: the signed-in user and one of their travellers. */
export class ListExcludedPeriodsRpcRequest extends TravelUserRpcRequest {
  @IsOptionalTravellerId()
  travellerId?: string;
}

/** `TravelPatterns.DeleteExcludedPeriod`: the signed-in user and the period to delete. */
export class DeleteExcludedPeriodRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/** A period of the wire in the shape `@app/schengen-rules` counts with. */
export function toRuleExcludedPeriod(period: ExcludedPeriodDto): ExcludedPeriod {
  return {
    from: period.from,
    to: period.to,
    issuingState: period.issuing_state,
    kind: period.kind,
  };
}
