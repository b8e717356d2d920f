import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  is_nullable: string | null;
  column_default: string | null;
}

/**
 * Kysely's PostgreSQL introspector lists the tables of every schema, calling
 * `has_schema_privilege(name)` per schema: a schema another client drops during that scan fails
 * the whole query with invalid_schema_name (3F000) — what the test suites sharing one database
 * do all the time, and what made our migrations fail in CI. The migrator only needs our own
 * tables, so this introspector reads the schema the connection works in (`current_schema()`,
 * which the pool's search_path pins) and nothing else.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ nspname: string }>`SELECT nspname FROM pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((r) => ({ name: r.nspname }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      SELECT t.table_schema, t.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable, c.column_default
      FROM information_schema.tables t
      LEFT JOIN information_schema.columns c ON c.table_schema = t.table_schema AND c.table_name = t.table_name
      WHERE t.table_schema = current_schema()
      ORDER BY t.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, isView: row.table_type === 'VIEW', schema: row.table_schema, columns: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type ?? '',
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing: row.column_default?.startsWith('nextval(') ?? false,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely speaks it, but introspecting only the connection's own schema (see above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
