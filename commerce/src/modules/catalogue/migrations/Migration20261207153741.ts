import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The products waiting for their entries to be made again (models/pending-refresh.ts). */
export class Migration20261207153741 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "catalogue_pending_refresh" ("product_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "catalogue_pending_refresh_pkey" primary key ("product_id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_catalogue_pending_refresh_deleted_at" ON "catalogue_pending_refresh" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_pending_refresh" cascade;`);
  }

}
