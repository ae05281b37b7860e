import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The change log becomes the CatalogueChange data model (models/catalogue-change.ts), replacing the table
 * Migration20261123100000 made by hand. Its entries only tell running storefronts what to drop from their
 * caches, so they are not carried over: a storefront that saw a newer version than the new log holds is told
 * "everything changed" once (CatalogueModuleService.changesSince).
 */
export class Migration20261128074018 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_change";`);
    this.addSql(`alter table if exists "catalogue_change" drop constraint if exists "catalogue_change_seq_unique";`);
    this.addSql(`create table if not exists "catalogue_change" ("id" text not null, "seq" serial, "product_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "catalogue_change_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_catalogue_change_deleted_at" ON "catalogue_change" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_catalogue_change_seq_unique" ON "catalogue_change" ("seq") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_change" cascade;`);
    this.addSql(`CREATE TABLE IF NOT EXISTS "catalogue_change" ("seq" bigserial PRIMARY KEY, "product_id" text NULL, "created_at" timestamptz NOT NULL DEFAULT now());`);
  }

}
