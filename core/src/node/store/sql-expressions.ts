/**
 * SQL the core's migrations create and its queries repeat: the ISO day function, the predicate of the text
 * value indexes and the full-text vectors. Kept apart from the migration list (migrations.ts), which only
 * grows, so a query imports an expression without the whole schema history.
 */
/**
 * The day number of an ISO date text (days since 1970-01-01), null for anything that is not a real date:
 * what `ob_value.day` is generated from (core-0011). Exported for tests that build the tables by hand.
 */
export const ISO_DAY_FUNCTION = `create function ob_iso_day(text) returns integer language plpgsql immutable parallel safe as $$
  begin
    if $1 is null or $1 !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
      return null;
    end if;
    return $1::date - date '1970-01-01';
  exception when others then
    return null;
  end $$;`;

/**
 * ob_iso_day again, without the EXCEPTION block (core-0017): the same answers (tested against the first
 * one over every YYYY-MM-DD of years 0000–9999, months 00–13, days 00–32, and non-dates), checked by
 * arithmetic instead of by catching the cast's error. The plpgsql version entered a subtransaction for
 * every value written, date or not; this one is plain SQL of immutable functions, which PostgreSQL inlines
 * into the generated column's expression. CASE, not AND, so that nothing is cast before the regex passed.
 */
export const ISO_DAY_SQL_FUNCTION = `create or replace function ob_iso_day(text) returns integer
  language sql immutable parallel safe as $$
  select case
    when $1 is null or $1 !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then null
    when substr($1, 1, 4)::int < 1 or substr($1, 6, 2)::int not between 1 and 12 then null
    when substr($1, 9, 2)::int between 1 and case substr($1, 6, 2)::int
        when 2 then case when substr($1, 1, 4)::int % 4 = 0
          and (substr($1, 1, 4)::int % 100 <> 0 or substr($1, 1, 4)::int % 400 = 0) then 29 else 28 end
        when 4 then 30 when 6 then 30 when 9 then 30 when 11 then 30 else 31 end
      then make_date(substr($1, 1, 4)::int, substr($1, 6, 2)::int, substr($1, 9, 2)::int) - date '1970-01-01'
  end
$$;`;

/**
 * The rows of ob_value the hash and trigram indexes on `val` hold since core-0017: text values (the full-text
 * index already had this predicate). A query that wants those indexes says it (`textValueRows('v')`); for
 * the values of a data property that is not a number it always holds, so the answer is the same.
 */
export const textValueRows = (alias: string) => `${alias}.ref is null and ${alias}.num is null`;

/** The full-text vector of a value as the general search indexes it (the expression of ob_value_val_fts). */
export const VALUE_FTS_VECTOR = `(to_tsvector('russian'::regconfig, left(val, 10000)) || to_tsvector('english'::regconfig, left(val, 10000)))`;
/** The full-text vector of an instance's name (the expression of ob_instance_name_fts). */
export const NAME_FTS_VECTOR = `(to_tsvector('russian'::regconfig, name) || to_tsvector('english'::regconfig, name))`;
