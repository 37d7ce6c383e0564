import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #34, after the sale. `service_rules`: what a category's or a product's equipment needs, and how often (months).
 * `equipment`: what a customer has installed where (a site is one of their addresses; null for a pickup order until
 * they name one), registered from a delivered order's line once (`order_line_id` unique) or added by the customer.
 * `service_visits`: a booked visit for one piece and service; one open (requested or confirmed) at a time, a partial
 * unique index; a visit `done` is the service's last date. `service_reminders`: each reminder text claimed once by its
 * unique key (equipment, rule, due date, kind). `users.service_reminders_off`: the customer's opt-out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const table = db.schema.createTable(name);
    return pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await withId('service_rules')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('name_fa', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('interval_months', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId('equipment')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('installed_on', 'text', (c) => c.notNull())
    .addColumn('last_serviced_on', 'text')
    .addColumn('order_line_id', 'integer', (c) => c.unique().references('order_lines.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('equipment_user').on('equipment').column('user_id').execute();
  await withId('service_visits')
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('service_rules.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('window', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('done_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index service_visits_open on service_visits (equipment_id, rule_id) where status in ('requested', 'confirmed')`.execute(db);
  await db.schema.createIndex('service_visits_status').on('service_visits').columns(['status', 'date']).execute();
  await db.schema
    .createTable('service_reminders')
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('service_rules.id').onDelete('cascade'))
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_reminders_once', ['equipment_id', 'rule_id', 'due_on', 'kind'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('service_reminders_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('service_reminders_off').execute();
  await db.schema.dropTable('service_reminders').execute();
  await db.schema.dropTable('service_visits').execute();
  await db.schema.dropTable('equipment').execute();
  await db.schema.dropTable('service_rules').execute();
}
