import type { Migration } from './store/migrator.ts';
import { ISO_DAY_FUNCTION, ISO_DAY_SQL_FUNCTION, NAME_FTS_VECTOR, VALUE_FTS_VECTOR } from './store/sql-expressions.ts';

/**
 * The kernel's own schema, in order. Append only: an applied migration is never edited.
 */
export const coreMigrations: readonly Migration[] = [
  {
    id: 'core-0001-meta',
    owner: 'core',
    // Facts about the database itself, e.g. when it was created, for diagnostics and support.
    up: `
      create table ob_meta (key text primary key, value text not null);
      insert into ob_meta (key, value) values ('created_at', now()::text);
    `,
  },
  {
    id: 'core-0002-ontology-store',
    owner: 'core',
    // The generic store: every object is an instance of a class; classes and properties are instances
    // too (of the meta-classes of the system ontology). Values are typed columns so that filters and
    // sorts use indexes: `val` holds the canonical text of any value, `num` the number of integer and
    // real values, `ref` the target of an object property.
    up: `
      create table ob_instance (
        id uuid primary key,
        class_id uuid not null,
        name text not null default '',
        author uuid null,
        created_at timestamptz not null default now(),
        owner text null
      );
      alter table ob_instance add constraint ob_instance_class_fk
        foreign key (class_id) references ob_instance (id) deferrable initially deferred;
      create index ob_instance_class_name on ob_instance (class_id, name);
      create index ob_instance_class_created on ob_instance (class_id, created_at);
      create index ob_instance_author on ob_instance (author);
      create index ob_instance_lower_name on ob_instance (lower(name) text_pattern_ops);

      create table ob_value (
        inst uuid not null references ob_instance (id) on delete cascade,
        prop uuid not null references ob_instance (id),
        idx integer not null default 0,
        val text null,
        num double precision null,
        ref uuid null references ob_instance (id) on delete cascade,
        primary key (inst, prop, idx)
      );
      create index ob_value_prop_val on ob_value (prop, val);
      create index ob_value_prop_num on ob_value (prop, num) where num is not null;
      create index ob_value_ref on ob_value (ref, prop) where ref is not null;

      create table ob_file (
        id uuid primary key,
        name text not null,
        mime text not null,
        size integer not null,
        sha256 text not null,
        content bytea not null,
        author uuid null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 'core-0003-auth',
    owner: 'core',
    // Sign-in (core/src/node/auth). Credentials are kept apart from the user's ob_value rows so that the
    // generic data API can never read or write a password hash. E-mails are stored lower-cased.
    // A data-source session belongs to the web session it was opened from (web_session_id), so signing
    // out of one browser ends that browser's data-source sessions and no other. One-time tokens (password
    // reset, SSO) are stored only as SHA-256 hashes.
    up: `
      create table ob_credential (
        user_id uuid primary key references ob_instance (id) on delete cascade,
        email text not null unique check (email = lower(email)),
        password_hash text not null,
        updated_at timestamptz not null default now()
      );

      create table ob_session (
        id text primary key,
        user_id uuid not null references ob_instance (id) on delete cascade,
        kind text not null check (kind in ('web', 'datasource')),
        web_session_id text null references ob_session (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index ob_session_user on ob_session (user_id, kind);
      create index ob_session_web on ob_session (web_session_id) where web_session_id is not null;
      create index ob_session_expires on ob_session (expires_at);

      create table ob_auth_token (
        token_hash text primary key,
        kind text not null check (kind in ('reset', 'sso')),
        user_id uuid not null references ob_instance (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null
      );
      create index ob_auth_token_user on ob_auth_token (user_id, kind);
    `,
  },
  {
    id: 'core-0004-status',
    owner: 'core',
    // Error reports the browser posts (shell.md §8) and the runtime plugin registry (domain.md §3 Plugin).
    up: `
      create table ob_error_report (
        id bigserial primary key,
        created_at timestamptz not null default now(),
        user_id uuid null,
        msg text not null,
        debug jsonb not null,
        user_agent text null
      );

      create table ob_plugin (
        id uuid primary key,
        name text unique not null,
        config jsonb not null default '{}',
        disabled boolean not null default false,
        type text not null check (type in ('global', 'generic', 'mainMenu')),
        route_path text null,
        route_meta_info jsonb null,
        module_url text null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 'core-0005-file-owner',
    owner: 'core',
    // The instance a file was uploaded for, so `file/remove-all` can clean up after deleted instances.
    up: `
      alter table ob_file add column inst uuid null;
      create index ob_file_inst on ob_file (inst);
    `,
  },
  {
    id: 'core-0006-search-indexes',
    owner: 'core',
    // get_data at a million values (docs/benchmarks.md). A trigram index serves contains-searches
    // (ILIKE '%abc%') of three characters or more; without it every value is scanned. The extension is
    // optional: where a PostgreSQL lacks pg_trgm, the server still starts and such searches scan.
    // Pages of one class sorted by name (then id, the tie-breaker) are read in index order.
    up: `
      do $$
      begin
        create extension if not exists pg_trgm;
        create index ob_value_val_trgm on ob_value using gin (val gin_trgm_ops);
      exception when others then
        raise notice 'pg_trgm is not available (%): contains-searches will scan', sqlerrm;
      end $$;
      create index ob_instance_class_name_id on ob_instance (class_id, name, id);
      drop index ob_instance_class_name;
    `,
  },
  {
    id: 'core-0007-plugin-bundles',
    owner: 'core',
    // Runtime plugins (docs/plugins.md): the bundle header's id, version and sdk range, the module itself
    // when uploaded (served at /plugins/<id>/<version>/index.js) or its address when registered by URL.
    up: `
      alter table ob_plugin add column plugin_id text null unique;
      alter table ob_plugin add column version text null;
      alter table ob_plugin add column sdk text null;
      alter table ob_plugin add column module text null;
      alter table ob_plugin add column module_hash text null;
      alter table ob_plugin add column module_size integer not null default 0;
      alter table ob_plugin add column updated_at timestamptz not null default now();
    `,
  },
  {
    id: 'core-0008-value-hash-index',
    owner: 'core',
    // A b-tree entry holds at most about 2,700 bytes, so the (prop, val) b-tree refused any text value
    // longer than that once compressed (a map layout, a document's content): set_data answered 500
    // "index row requires … bytes" although the data API accepts 100,000 characters. Look-ups by value are
    // equalities (filters `=`, `in`, reverse look-ups of ids in text), which a hash index serves for any
    // length; contains-searches use the trigram index and sorting reads the rows anyway.
    up: `
      drop index ob_value_prop_val;
      create index ob_value_val_hash on ob_value using hash (val);
    `,
  },
  {
    id: 'core-0009-jobs',
    owner: 'core',
    // Background work in PostgreSQL (docs/jobs.md): deferred data requests and the jobs of the jobs
    // service, one row each, keyed by id and owner, so any server process answers a poll and a restart
    // loses nothing. `seen_at` is the heartbeat of the process running it (a dead one stops beating).
    // socket_io_attachments is the table @socket.io/postgres-adapter keeps payloads over 8,000 bytes in.
    up: `
      create table ob_job (
        id uuid primary key,
        name text not null,
        user_id uuid null,
        queued boolean not null default false,
        status text not null check (status in ('pending', 'running', 'completed', 'error')),
        progress jsonb null,
        result jsonb null,
        error text null,
        -- The HTTP status a failed job answers with (an HttpError's: 400 for a malformed file, …).
        error_status integer null,
        created_at timestamptz not null default now(),
        seen_at timestamptz not null default now(),
        finished_at timestamptz null
      );
      create index ob_job_user on ob_job (user_id);
      create index ob_job_finished on ob_job (finished_at) where finished_at is not null;

      create table socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      );
    `,
  },
  {
    id: 'core-0010-sign-in-attempts',
    owner: 'core',
    // The counters of the sign-in limits (auth/attempt-counters.ts), shared by every server process on the
    // database instead of kept in each one's memory. Times are ms of the server's clock (tests move it).
    up: `
      create table ob_attempt_counter (
        key text primary key,
        counted integer not null default 0,
        in_flight integer not null default 0,
        last_ms bigint not null
      );
      create index ob_attempt_counter_last on ob_attempt_counter (last_ms);
      create table ob_known_pair (pair text primary key, until_ms bigint not null);
    `,
  },
  {
    id: 'core-0011-typed-dates-and-covering-indexes',
    owner: 'core',
    // get_data at a million values (docs/benchmarks.md, "PostgreSQL").
    // - Dates were compared as text, which only the b-tree (prop, val) could serve, and that index went
    //   in core-0008. `day` is the date as a day number, computed by the database from `val` for every
    //   value in the ISO form whoever writes it (set_data, the demo writer, sign-up), so a date range is
    //   an index range. ob_iso_day answers null for anything that is not a real date.
    // - A condition on a number or a date wants the instances, not the value rows: with `inst` in the
    //   index they come from the index alone, and two conditions can meet in a hash join of two index
    //   scans instead of a probe per candidate.
    // - A page of a class in name order checks the viewer's access on every row it passes (author,
    //   owner): with them in the index, a page deep in a large class (offset 50,000) is read from the
    //   index alone.
    up: `
      ${ISO_DAY_FUNCTION}
      alter table ob_value add column day integer generated always as (ob_iso_day(val)) stored;
      create index ob_value_prop_day_inst on ob_value (prop, day, inst) where day is not null;
      create index ob_value_prop_num_inst on ob_value (prop, num, inst) where num is not null;
      drop index ob_value_prop_num;
      create index ob_instance_class_name_cover on ob_instance (class_id, name, id) include (author, owner);
      drop index ob_instance_class_name_id;
    `,
  },
  {
    id: 'core-0012-read-cache-notices',
    owner: 'core',
    // The read cache (docs/store.md) keeps what was read from these tables until the next write. Every
    // statement that writes them, whoever runs it (set_data, an extension's SQL, a job, psql), tells every
    // server process on the database at commit, through the channel their ChangeBus listens on. Per
    // statement, not per row: a bulk insert sends one notice, and PostgreSQL folds equal notices of one
    // transaction into one. A rolled-back write sends none.
    up: `
      create function ob_read_cache_notice() returns trigger language plpgsql as $fn$
      begin
        perform pg_notify('ontobench_changes_' || tg_table_schema, '{"kind":"cache-plain","origin":"database"}');
        return null;
      end
      $fn$;
      create trigger ob_instance_read_cache after insert or update or delete or truncate on ob_instance
        for each statement execute function ob_read_cache_notice();
      create trigger ob_value_read_cache after insert or update or delete or truncate on ob_value
        for each statement execute function ob_read_cache_notice();
      create trigger ob_file_read_cache after insert or update or delete or truncate on ob_file
        for each statement execute function ob_read_cache_notice();
    `,
  },
  {
    id: 'core-0013-plugin-chunks',
    owner: 'core',
    // A plugin's code-split chunks beside its entry module (docs/sdk.md, "Code splitting"): file name →
    // code, served at /plugins/<id>/<version>/<name> and fetched only when the code that imports them runs.
    up: `alter table ob_plugin add column chunks jsonb not null default '{}'::jsonb;`,
  },
  {
    id: 'core-0014-plugin-document-components',
    owner: 'core',
    // The component kinds a plugin's header declares ({ id, allowedIn }[]): the structured documents'
    // container table on the server holds the kinds of enabled plugins without reading their modules.
    up: `alter table ob_plugin add column document_components jsonb not null default '[]'::jsonb;`,
  },
  {
    id: 'core-0015-general-search-and-query-history',
    owner: 'core',
    // The general search (docs/analysis.md, "General search"): full text over names and text values in
    // Russian and English at once (one vector of both stemmings, so a query in either language finds it),
    // the first 10,000 characters of a value (a tsvector holds at most 1 MB: a longer value must not fail
    // its write); a trigram index on names for misspellings (values have ob_value_val_trgm).
    // The query history: every get_data and execute with its user, time, duration and row count, kept
    // 30 days and at most 100,000 rows (data/query-log.ts prunes).
    up: `
      create index ob_value_val_fts on ob_value using gin (${VALUE_FTS_VECTOR}) where ref is null and num is null;
      create index ob_instance_name_fts on ob_instance using gin (${NAME_FTS_VECTOR});
      do $$
      begin
        create index ob_instance_name_trgm on ob_instance using gin (name gin_trgm_ops);
      exception when others then
        raise notice 'pg_trgm is not available (%): the general search has no misspelling fallback', sqlerrm;
      end $$;
      create table ob_query_log (
        id bigserial primary key,
        at timestamptz not null,
        user_id uuid null,
        user_email text not null default '',
        kind text not null check (kind in ('get_data', 'execute')),
        target text not null default '',
        duration_ms integer not null,
        row_count integer null,
        status integer not null,
        error text null,
        request jsonb null
      );
      create index ob_query_log_at on ob_query_log (at desc);
      create index ob_query_log_duration on ob_query_log (duration_ms desc);
    `,
  },
  {
    id: 'core-0016-job-schedules',
    owner: 'core',
    // Recurring jobs (docs/jobs.md "Schedules", jobs/schedules.ts): one row per schedule key; `last_tick`
    // is the cron time last queued, claimed with an UPDATE so one tick queues a job once across processes.
    // A run is an ob_job row with its schedule's key (kept RUNS_KEPT per key, not the 30-minute retention).
    up: `
      create table ob_job_schedule (
        key text primary key,
        cron text not null,
        tz text not null default 'UTC',
        name text not null,
        data jsonb null,
        user_ctx jsonb null,
        last_tick timestamptz not null default date_trunc('minute', now()),
        updated_at timestamptz not null default now()
      );
      alter table ob_job add column schedule_key text null;
      alter table ob_job add column started_at timestamptz null;
      create index ob_job_schedule_key on ob_job (schedule_key, created_at desc) where schedule_key is not null;
    `,
  },
  {
    id: 'core-0017-cheaper-value-upkeep',
    owner: 'core',
    // A 100,000-row CSV import (docs/benchmarks.md, "CSV import: where the time goes"): most of the
    // database's time was the upkeep of ob_value per value written.
    // - ob_iso_day without its EXCEPTION block (a subtransaction for every value written), same answers.
    // - The hash and trigram indexes on `val` leave out references and numbers. A reference's `val` is its
    //   target's id: in the hash index every member of a model was the same key (100,000 rows on one
    //   overflow chain, which each insert walks to its end), in the trigram index 36 characters of
    //   hexadecimal each. References are found by `ref` (ob_value_ref), numbers by `num`; the text
    //   queries say textValueRows (field-sql.ts, filter/compile.ts, files.ts, text-matches.ts). Numbers
    //   stay in the trigram index: a list's contains-filter on a number column searches their text.
    up: `
      ${ISO_DAY_SQL_FUNCTION}
      drop index ob_value_val_hash;
      create index ob_value_val_hash on ob_value using hash (val) where ref is null and num is null;
      do $$
      begin
        if to_regclass('ob_value_val_trgm') is not null then
          drop index ob_value_val_trgm;
          create index ob_value_val_trgm on ob_value using gin (val gin_trgm_ops) where ref is null;
        end if;
      end $$;
    `,
  },
];
