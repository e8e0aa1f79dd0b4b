ALTER TABLE "comment_replies" ADD COLUMN "blinded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "blinded" boolean DEFAULT false NOT NULL;