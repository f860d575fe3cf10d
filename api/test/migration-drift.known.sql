-- Drift between the entities and the schema the migrations build, known and explained: the SQL
-- TypeORM's schema builder would run to make the database match the entities
-- (migration-drift.int-spec.ts). The migrations are the source of truth and none of this is run.
-- Every line here is a difference no migration should "fix"; the way to shorten the list is to
-- declare in the entity what the migration already built. The spec fails on any query not listed
-- (an entity changed without its migration) and on a listed query that no longer comes up (delete
-- the line). One query per line; lines starting with -- are comments.

-- 1. Lengths. The migrations give these columns varchar(N) (users, otp_challenges, login_events,
--    auth_rate_events, sessions, payments); their entities say type 'varchar' with no length, so
--    TypeORM would drop and re-add each column (its data and its UNIQUE constraint with it).
--    Fix in the entities: `length: N` as in the migration.
ALTER TABLE "auth_rate_events" DROP COLUMN "kind"
ALTER TABLE "auth_rate_events" ADD "kind" character varying NOT NULL
ALTER TABLE "auth_rate_events" DROP COLUMN "identifier"
ALTER TABLE "auth_rate_events" ADD "identifier" character varying
ALTER TABLE "auth_rate_events" DROP COLUMN "ip"
ALTER TABLE "auth_rate_events" ADD "ip" character varying
ALTER TABLE "login_events" DROP COLUMN "ip"
ALTER TABLE "login_events" ADD "ip" character varying
ALTER TABLE "login_events" DROP COLUMN "city"
ALTER TABLE "login_events" ADD "city" character varying NOT NULL
ALTER TABLE "login_events" DROP COLUMN "region"
ALTER TABLE "login_events" ADD "region" character varying NOT NULL
ALTER TABLE "login_events" DROP COLUMN "country"
ALTER TABLE "login_events" ADD "country" character varying NOT NULL
ALTER TABLE "login_events" DROP COLUMN "timezone"
ALTER TABLE "login_events" ADD "timezone" character varying NOT NULL
ALTER TABLE "otp_challenges" DROP COLUMN "purpose"
ALTER TABLE "otp_challenges" ADD "purpose" character varying NOT NULL
ALTER TABLE "otp_challenges" DROP COLUMN "identity_key"
ALTER TABLE "otp_challenges" ADD "identity_key" character varying NOT NULL
ALTER TABLE "otp_challenges" DROP COLUMN "phone"
ALTER TABLE "otp_challenges" ADD "phone" character varying
ALTER TABLE "otp_challenges" DROP COLUMN "email"
ALTER TABLE "otp_challenges" ADD "email" character varying
ALTER TABLE "otp_challenges" DROP COLUMN "code_hmac"
ALTER TABLE "otp_challenges" ADD "code_hmac" character varying NOT NULL
ALTER TABLE "otp_challenges" DROP COLUMN "ip"
ALTER TABLE "otp_challenges" ADD "ip" character varying
ALTER TABLE "users" DROP COLUMN "first_name"
ALTER TABLE "users" ADD "first_name" character varying NOT NULL
ALTER TABLE "users" DROP COLUMN "last_name"
ALTER TABLE "users" ADD "last_name" character varying NOT NULL
ALTER TABLE "users" DROP CONSTRAINT "users_phone_key"
ALTER TABLE "users" DROP COLUMN "phone"
ALTER TABLE "users" ADD "phone" character varying
ALTER TABLE "users" DROP CONSTRAINT "users_email_key"
ALTER TABLE "users" DROP COLUMN "email"
ALTER TABLE "users" ADD "email" character varying
ALTER TABLE "users" DROP COLUMN "registration_ip"
ALTER TABLE "users" ADD "registration_ip" character varying
ALTER TABLE "users" DROP COLUMN "registration_city"
ALTER TABLE "users" ADD "registration_city" character varying
ALTER TABLE "users" DROP COLUMN "registration_region"
ALTER TABLE "users" ADD "registration_region" character varying
ALTER TABLE "users" DROP COLUMN "registration_country"
ALTER TABLE "users" ADD "registration_country" character varying
ALTER TABLE "users" DROP COLUMN "registration_timezone"
ALTER TABLE "users" ADD "registration_timezone" character varying
ALTER TABLE "sessions" DROP COLUMN "ip"
ALTER TABLE "sessions" ADD "ip" character varying
ALTER TABLE "sessions" DROP COLUMN "user_agent"
ALTER TABLE "sessions" ADD "user_agent" character varying
ALTER TABLE "payments" DROP CONSTRAINT "payments_reference_key"
ALTER TABLE "payments" DROP COLUMN "reference"
ALTER TABLE "payments" ADD "reference" character varying NOT NULL
ALTER TABLE "payments" DROP COLUMN "plan_id"
ALTER TABLE "payments" ADD "plan_id" character varying NOT NULL
ALTER TABLE "payments" DROP COLUMN "status"
ALTER TABLE "payments" ADD "status" character varying NOT NULL
ALTER TABLE "payments" DROP COLUMN "provider"
ALTER TABLE "payments" ADD "provider" character varying NOT NULL
ALTER TABLE "payments" DROP COLUMN "failure_reason"
ALTER TABLE "payments" ADD "failure_reason" character varying

-- 2. Defaults the migrations set and the entities do not declare (sessions.last_used_at now();
--    transactions.fees and tax 0, reference '').
ALTER TABLE "sessions" ALTER COLUMN "last_used_at" DROP DEFAULT
ALTER TABLE "transactions" ALTER COLUMN "fees" DROP DEFAULT
ALTER TABLE "transactions" ALTER COLUMN "tax" DROP DEFAULT
ALTER TABLE "transactions" ALTER COLUMN "reference" DROP DEFAULT

-- 3. Foreign keys. The migrations name them PostgreSQL's way (<table>_<column>_fkey); only sessions
--    and wallets declare a relation, under TypeORM's generated name, and no other entity declares
--    one, so TypeORM would drop them all and add two back under its names.
ALTER TABLE "login_events" DROP CONSTRAINT "login_events_user_id_fkey"
ALTER TABLE "login_events" DROP CONSTRAINT "login_events_session_id_fkey"
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_user_id_fkey"
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_fkey"
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_fkey"
ALTER TABLE "categories" DROP CONSTRAINT "categories_user_id_fkey"
ALTER TABLE "category_rules" DROP CONSTRAINT "category_rules_user_id_fkey"
ALTER TABLE "category_rules" DROP CONSTRAINT "category_rules_category_id_fkey"
ALTER TABLE "pdf_uploads" DROP CONSTRAINT "pdf_uploads_user_id_fkey"
ALTER TABLE "pdf_uploads" DROP CONSTRAINT "pdf_uploads_wallet_id_fkey"
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_fkey"
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_wallet_id_fkey"
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_upload_id_fkey"
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_category_id_fkey"
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_user_id_fkey"
ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
ALTER TABLE "wallets" ADD CONSTRAINT "FK_92558c08091598f7a4439586cda" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION

-- 4. Indexes created by the migrations and not declared with @Index (partial and expression
--    indexes included).
DROP INDEX "public"."auth_rate_events_identifier_idx"
DROP INDEX "public"."auth_rate_events_ip_idx"
DROP INDEX "public"."auth_rate_events_created_at_idx"
DROP INDEX "public"."login_events_user_idx"
DROP INDEX "public"."login_events_session_idx"
DROP INDEX "public"."otp_challenges_live_idx"
DROP INDEX "public"."sessions_user_idx"
DROP INDEX "public"."payments_user_created"
DROP INDEX "public"."payments_user_pending"
DROP INDEX "public"."categories_user_type_name"
DROP INDEX "public"."category_rules_category"
DROP INDEX "public"."pdf_uploads_user_created"
DROP INDEX "public"."pdf_uploads_wallet"
DROP INDEX "public"."pdf_uploads_user_open"
DROP INDEX "public"."transactions_user_date"
DROP INDEX "public"."transactions_upload"
DROP INDEX "public"."transactions_category"
DROP INDEX "public"."transactions_wallet_date"
DROP INDEX "public"."transactions_user_uncategorised"
DROP INDEX "public"."transactions_user_recipient"
DROP INDEX "public"."transactions_user_fee_cost"

-- 5. CHECK constraints created by the migrations and not declared with @Check.
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check"
ALTER TABLE "users" DROP CONSTRAINT "users_phone_or_email"
ALTER TABLE "payments" DROP CONSTRAINT "payments_reference_check"
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_minor_check"
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check"
ALTER TABLE "payments" DROP CONSTRAINT "payments_verified_when_settled"
ALTER TABLE "payments" DROP CONSTRAINT "payments_failure_reason_when_failed"
ALTER TABLE "categories" DROP CONSTRAINT "categories_name_check"
ALTER TABLE "categories" DROP CONSTRAINT "categories_type_check"
ALTER TABLE "categories" DROP CONSTRAINT "categories_color_check"
ALTER TABLE "categories" DROP CONSTRAINT "categories_monthly_budget_check"
ALTER TABLE "category_rules" DROP CONSTRAINT "category_rules_direction_check"
ALTER TABLE "pdf_uploads" DROP CONSTRAINT "pdf_uploads_status_check"
ALTER TABLE "pdf_uploads" DROP CONSTRAINT "pdf_uploads_ai_categorization_status_check"
ALTER TABLE "pdf_uploads" DROP CONSTRAINT "pdf_uploads_password_with_file"
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_provider_check"
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_momo_number_check"

-- 6. Multi-column UNIQUE constraints not declared with @Unique (the services match two of them by
--    name: wallets_user_momo_number_key, and categories_user_type_name, an index).
ALTER TABLE "category_rules" DROP CONSTRAINT "category_rules_user_counterparty_key"
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_wallet_transaction_key"
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_user_momo_number_key"

-- 7. Columns no entity maps on purpose: users.history_version (bumped by a trigger) and
--    transactions.fee_group and recipient_key (stored generated columns read by the insights SQL).
ALTER TABLE "users" DROP COLUMN "history_version"
ALTER TABLE "transactions" DROP COLUMN "fee_group"
DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = $3 AND "schema" = $4 AND "table" = $5
ALTER TABLE "transactions" DROP COLUMN "recipient_key"
DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = $3 AND "schema" = $4 AND "table" = $5
