/** GET /api/config: what the SPA needs to know about this deployment (public). */
export interface AppConfigDto {
  product_name: string;
  support_email: string;
}
