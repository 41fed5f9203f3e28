import { Controller, Get } from '@nestjs/common';

import type { AppConfigDto } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';

/** What the SPA needs to know about this deployment (product name and support e-mail). */
@Controller('api/config')
export class AppConfigController {
  constructor(private readonly env: GatewayEnv) {}

  @Get()
  get(): AppConfigDto {
    return { product_name: this.env.PRODUCT_NAME, support_email: this.env.SUPPORT_EMAIL };
  }
}
