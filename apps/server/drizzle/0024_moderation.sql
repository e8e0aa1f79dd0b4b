CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"content" text NOT NULL,
	"handled" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "handled" text;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_once" ON "chat_reports" USING btree ("member_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_reports_channel_open" ON "chat_reports" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "community_reports_target" ON "community_reports" USING btree ("target_type","target_id");