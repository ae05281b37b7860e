import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The merchandisers' currency rates (models/currency-rate.ts), started at the spec's figures (§9) so that a new
 * shop charges in all six currencies from its first start; a merchandiser's later change is kept (on conflict).
 */
export class Migration20261207030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "currency_rate" ("id" text not null, "currency_code" text not null, "units_per_usd" numeric not null, "raw_units_per_usd" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "currency_rate_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_currency_rate_currency_code_unique" ON "currency_rate" ("currency_code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_currency_rate_deleted_at" ON "currency_rate" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`insert into "currency_rate" ("id", "currency_code", "units_per_usd", "raw_units_per_usd") select 'crate_' || lower(code), code, rate, jsonb_build_object('value', rate::text, 'precision', 20) from (values ('EUR', 0.85), ('GBP', 0.73), ('PLN', 3.92), ('JPY', 110.5), ('CAD', 1.25)) as spec(code, rate) on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "currency_rate" cascade;`);
  }

}
