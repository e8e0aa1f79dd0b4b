CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"card" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"item_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_subscriptions_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "subscriber_badges" (
	"channel_id" integer NOT NULL,
	"months" integer NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_badges_channel_id_months_pk" PRIMARY KEY("channel_id","months")
);
--> statement-breakpoint
CREATE TABLE "subscriber_emoticons" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"file" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_name_colors" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_nick_colors" (
	"channel_id" integer NOT NULL,
	"subscriber_channel_id" integer NOT NULL,
	"color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_nick_colors_channel_id_subscriber_channel_id_pk" PRIMARY KEY("channel_id","subscriber_channel_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"giver_member_id" integer,
	"giver_channel_id" integer,
	"type" text NOT NULL,
	"voucher_count" integer NOT NULL,
	"receiver_handles" text[] DEFAULT '{}'::text[] NOT NULL,
	"paid_with" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_no" text,
	"price_minor" integer,
	"currency" text,
	"gem" integer,
	"message" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_gifts_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_no" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_with" text NOT NULL,
	"status" text NOT NULL,
	"order_no" text,
	"price_minor" integer,
	"currency" text,
	"gem" integer,
	"invoice_ref" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"subscriber_channel_id" integer NOT NULL,
	"subscriber_member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"renews" boolean DEFAULT false NOT NULL,
	"provider" text,
	"provider_ref" text,
	"order_no" text,
	"price_minor" integer,
	"currency" text,
	"region" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"months" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"end_detail" text,
	"renewal_failed_at" timestamp with time zone,
	"gift_id" integer,
	"gifted_by_channel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
ALTER TABLE "item_orders" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "item_orders" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "subscription_ref" text;--> statement-breakpoint
ALTER TABLE "subscriber_badges" ADD CONSTRAINT "subscriber_badges_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_emoticons" ADD CONSTRAINT "subscriber_emoticons_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_name_colors" ADD CONSTRAINT "subscriber_name_colors_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_nick_colors" ADD CONSTRAINT "subscriber_nick_colors_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_nick_colors" ADD CONSTRAINT "subscriber_nick_colors_subscriber_channel_id_channels_id_fk" FOREIGN KEY ("subscriber_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_gifts" ADD CONSTRAINT "subscription_gifts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_channel_id_channels_id_fk" FOREIGN KEY ("subscriber_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_member_id_members_id_fk" FOREIGN KEY ("subscriber_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_subscriptions_due" ON "local_subscriptions" USING btree ("current_period_end") WHERE "local_subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_emoticons_keyword" ON "subscriber_emoticons" USING btree (lower("keyword"));--> statement-breakpoint
CREATE INDEX "subscriber_emoticons_channel" ON "subscriber_emoticons" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "subscription_gifts_giver" ON "subscription_gifts" USING btree ("giver_member_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_gifts_channel" ON "subscription_gifts" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_no" ON "subscription_periods" USING btree ("subscription_id","period_no");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_invoice" ON "subscription_periods" USING btree ("invoice_ref") WHERE "subscription_periods"."invoice_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live" ON "subscriptions" USING btree ("subscriber_channel_id","channel_id") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "subscriptions_channel" ON "subscriptions" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_member" ON "subscriptions" USING btree ("subscriber_member_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("period_end") WHERE "subscriptions"."status" in ('ACTIVE', 'CANCELLED');