CREATE TABLE "embed_logins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"key_hash" text,
	"member_id" integer,
	"channel_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embed_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"allowed_hosts" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embed_logins" ADD CONSTRAINT "embed_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_settings" ADD CONSTRAINT "embed_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;