-- Each service's own Postgres role (docs/security.md, "Each service reads its own schema only"):
-- schengen_<service> logs in with its own password, owns its schema and everything in it (its
-- migrations run as itself), and has no right on any other schema: a compromised travel service
-- cannot `SELECT * FROM auth.users`. Only these roles (and superusers) may connect.
-- Run as a superuser on the product's database, with one psql variable per password:
--   psql -v ON_ERROR_STOP=1 -v auth_password=… -v notification_password=… -v travel_password=… \
--        -v billing_password=… -v reporting_password=… -f infra/postgres/service-roles.sql
-- Idempotent: run it on every deployment (it also sets a changed password). `npm start` does the
-- same with scripts/launcher/database-roles.mjs.

SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

SELECT format('CREATE ROLE %I', name)
  FROM unnest(ARRAY['schengen_auth', 'schengen_notification', 'schengen_travel',
                    'schengen_billing', 'schengen_reporting']) AS name
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = name) \gexec

ALTER ROLE schengen_auth WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'auth_password';
ALTER ROLE schengen_notification WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'notification_password';
ALTER ROLE schengen_travel WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'travel_password';
ALTER ROLE schengen_billing WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'billing_password';
ALTER ROLE schengen_reporting WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'reporting_password';

-- Each schema: created for its role, or taken over with what a superuser made in it before.
DO $$
DECLARE
  service text;
  role text;
  item record;
BEGIN
  FOREACH service IN ARRAY ARRAY['auth', 'notification', 'travel', 'billing', 'reporting'] LOOP
    role := 'schengen_' || service;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', service, role);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', service, role);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', service);
    FOR item IN
      SELECT c.relname AS name,
             CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                            WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = service AND pg_get_userbyid(c.relowner) <> role
         AND (c.relkind IN ('r', 'p', 'v', 'm', 'f')
              OR (c.relkind = 'S' AND NOT EXISTS (
                SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))))
    LOOP
      EXECUTE format('ALTER %s %I.%I OWNER TO %I', item.kind, service, item.name, role);
    END LOOP;
    FOR item IN
      SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = service AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> role
    LOOP
      EXECUTE format('ALTER TYPE %I.%I OWNER TO %I', service, item.name, role);
    END LOOP;
    FOR item IN
      SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = service AND pg_get_userbyid(p.proowner) <> role
    LOOP
      EXECUTE format('ALTER ROUTINE %s OWNER TO %I', item.signature, role);
    END LOOP;
  END LOOP;
END
$$;
