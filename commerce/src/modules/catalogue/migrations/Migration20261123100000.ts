import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Two things the DML models cannot express, both plain PostgreSQL:
 * - `catalogue_item_id_seq` hands out item ids for products created in the admin: nextval() never gives
 *   two concurrent creations the same id (a max()+1 read did). Started above the highest id already used.
 * - `catalogue_change` is the change log the storefronts poll (since Migration20261128074018 the CatalogueChange data model): one row per
 *   changed product, or a NULL product for a change that may touch any product (a tag renamed).
 */
export class Migration20261123100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE SEQUENCE IF NOT EXISTS "catalogue_item_id_seq" AS bigint MINVALUE 1;`);
    this.addSql(`SELECT setval('catalogue_item_id_seq', GREATEST((SELECT COALESCE(max(item_id), 0) FROM catalogue_item), 1), EXISTS (SELECT 1 FROM catalogue_item));`);
    this.addSql(`CREATE TABLE IF NOT EXISTS "catalogue_change" ("seq" bigserial PRIMARY KEY, "product_id" text NULL, "created_at" timestamptz NOT NULL DEFAULT now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS "catalogue_change";`);
    this.addSql(`DROP SEQUENCE IF EXISTS "catalogue_item_id_seq";`);
  }

}
