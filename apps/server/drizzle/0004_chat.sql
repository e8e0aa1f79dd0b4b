CREATE TABLE "channel_managers" (
	"channel_id" integer NOT NULL,
	"manager_channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_managers_channel_id_manager_channel_id_pk" PRIMARY KEY("channel_id","manager_channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_subscriptions" (
	"subscriber_channel_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_subscriber_channel_id_channel_id_pk" PRIMARY KEY("subscriber_channel_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "chat_ban_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_blocks" (
	"channel_id" integer NOT NULL,
	"target_member_id" integer NOT NULL,
	"target_channel_id" integer NOT NULL,
	"action" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocks_channel_id_target_member_id_pk" PRIMARY KEY("channel_id","target_member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"log_identity" text NOT NULL,
	"channel_id" integer NOT NULL,
	"sender_channel_id" integer NOT NULL,
	"sender_member_id" integer NOT NULL,
	"type" text DEFAULT 'CHAT_MESSAGE' NOT NULL,
	"message" text NOT NULL,
	"viewer_id" text NOT NULL,
	"chat_nickname" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"nickname_color" text NOT NULL,
	"blinded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_log_identity_unique" UNIQUE("log_identity")
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"chat_notice" text,
	"chat_rule" text,
	"is_chat_notice" boolean DEFAULT false NOT NULL,
	"is_chat_rule" boolean DEFAULT false NOT NULL,
	"is_chat_ice" boolean DEFAULT false NOT NULL,
	"ice_chat_level" integer DEFAULT 1 NOT NULL,
	"is_permit_manager_chat_ice_mode" boolean DEFAULT false NOT NULL,
	"is_permit_url_chat" boolean DEFAULT false NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "nickname_color" text;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD CONSTRAINT "channel_managers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD CONSTRAINT "channel_managers_manager_channel_id_channels_id_fk" FOREIGN KEY ("manager_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_subscriber_channel_id_channels_id_fk" FOREIGN KEY ("subscriber_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ban_words" ADD CONSTRAINT "chat_ban_words_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_target_channel_id_channels_id_fk" FOREIGN KEY ("target_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_channel_id_channels_id_fk" FOREIGN KEY ("sender_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_member_id_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_managers_manager" ON "channel_managers" USING btree ("manager_channel_id");--> statement-breakpoint
CREATE INDEX "channel_subscriptions_channel" ON "channel_subscriptions" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_ban_words_word" ON "chat_ban_words" USING btree ("channel_id",lower("word"));--> statement-breakpoint
CREATE INDEX "chat_messages_channel_latest" ON "chat_messages" USING btree ("channel_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_sender" ON "chat_messages" USING btree ("channel_id","sender_member_id");