CREATE TABLE "widget_alerts" (
	"seq" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_alerts" ADD CONSTRAINT "widget_alerts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_alerts_channel_seq" ON "widget_alerts" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_channel_kind" ON "widgets" USING btree ("channel_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_key" ON "widgets" USING btree ("key");