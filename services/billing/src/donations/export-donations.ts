import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import type { BillingUserDataDto, ExportUserDataRpcRequest } from '@app/contracts';

import { DonationEntity } from './donation.entity';

/**
 * The donations part of the user's data export (GET /api/user/export): every donation recorded
 * for the account, oldest first, in pence as stored. Stripe's internal ids of the event that
 * recorded it are not the user's data and stay out.
 */
@Injectable()
export class ExportDonations {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId }: ExportUserDataRpcRequest): Promise<BillingUserDataDto> {
    const donations = await this.dataSource
      .getRepository(DonationEntity)
      .find({ where: { userId }, order: { recordedAt: 'ASC', id: 'ASC' } });
    return {
      donations: donations.map((donation) => ({
        id: donation.id,
        payment_intent_id: donation.paymentIntentId,
        product_code: donation.productCode,
        amount_pence: donation.amountPence,
        currency: donation.currency,
        donated_at: donation.recordedAt.toISOString(),
      })),
    };
  }
}
