CREATE TABLE "channel_monetization" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"terms_version" text NOT NULL,
	"agreed_by_member_id" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_idempotency" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_idempotency_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "item_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_type" text DEFAULT 'gem' NOT NULL,
	"pack_id" text NOT NULL,
	"gem" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_orders_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"channel_id" integer,
	"no_overdraft" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_overdraft" CHECK (not "ledger_accounts"."no_overdraft" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"amount" bigint NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"debit_balance" bigint,
	"credit_balance" bigint,
	"order_no" text,
	"member_id" integer,
	"actor_channel_id" integer,
	"channel_id" integer,
	"log_identity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"item_name" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "local_checkout_sessions_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "local_webhook_outbox" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "signature_gems" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"gem" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "gem" integer;--> statement-breakpoint
ALTER TABLE "channel_monetization" ADD CONSTRAINT "channel_monetization_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_orders" ADD CONSTRAINT "item_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_gems" ADD CONSTRAINT "signature_gems_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_orders_member" ON "item_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_order" ON "ledger_transfers" USING btree ("order_no","kind","unit") WHERE "ledger_transfers"."order_no" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_cheers" ON "ledger_transfers" USING btree ("channel_id","actor_channel_id") WHERE "ledger_transfers"."kind" = 'cheer';--> statement-breakpoint
CREATE INDEX "local_webhook_outbox_due" ON "local_webhook_outbox" USING btree ("next_attempt_at") WHERE "local_webhook_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_gems_amount" ON "signature_gems" USING btree ("channel_id","gem");--> statement-breakpoint
-- The ledger's guarantees, in the database itself (written by hand below drizzle-kit's output).
-- A transfer moves both balances in its own INSERT, in account id order (two transfers between
-- the same accounts never deadlock), records them after it, and fails when an account is of
-- another unit or a no-overdraft account would go below zero (the accounts' CHECK).
CREATE FUNCTION "ledger_apply_transfer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  debit_unit text;
  credit_unit text;
BEGIN
  PERFORM set_config('airwave.ledger_apply', 'on', true);
  IF NEW.debit_account_id < NEW.credit_account_id THEN
    UPDATE ledger_accounts SET balance = balance - NEW.amount WHERE id = NEW.debit_account_id
      RETURNING balance, unit INTO NEW.debit_balance, debit_unit;
    UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.credit_account_id
      RETURNING balance, unit INTO NEW.credit_balance, credit_unit;
  ELSE
    UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.credit_account_id
      RETURNING balance, unit INTO NEW.credit_balance, credit_unit;
    UPDATE ledger_accounts SET balance = balance - NEW.amount WHERE id = NEW.debit_account_id
      RETURNING balance, unit INTO NEW.debit_balance, debit_unit;
  END IF;
  PERFORM set_config('airwave.ledger_apply', 'off', true);
  IF debit_unit IS DISTINCT FROM NEW.unit OR credit_unit IS DISTINCT FROM NEW.unit THEN
    RAISE EXCEPTION 'a % transfer between accounts of another unit', NEW.unit
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_apply" BEFORE INSERT ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_apply_transfer"();--> statement-breakpoint
-- Transfers are history: never changed, never removed (a correction is another transfer).
CREATE FUNCTION "ledger_transfers_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_frozen" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_frozen"();--> statement-breakpoint
-- A balance is the sum of its transfers: it starts at zero and moves only by a transfer.
CREATE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at zero';
    END IF;
  ELSIF NEW.balance IS DISTINCT FROM OLD.balance
    AND coalesce(current_setting('airwave.ledger_apply', true), 'off') <> 'on' THEN
    RAISE EXCEPTION 'ledger balances move only through transfers';
  ELSIF NEW.unit IS DISTINCT FROM OLD.unit OR NEW.code IS DISTINCT FROM OLD.code THEN
    RAISE EXCEPTION 'a ledger account keeps its code and unit';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_guard"();--> statement-breakpoint
-- The platform's gem issuer, first of all accounts: every purchase locks it before a wallet.
INSERT INTO "ledger_accounts" ("code", "unit", "kind", "no_overdraft")
  VALUES ('platform:gems', 'GEM', 'issuer', false);
