CREATE TABLE "certificate_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"certificate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_status_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"bits" "bytea" NOT NULL,
	"next_index" integer NOT NULL,
	"credential" json,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" text NOT NULL,
	"from_user_id" uuid,
	"to_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"colour" text,
	"reference" text,
	"result" text NOT NULL,
	"confidence" integer NOT NULL,
	"condition_grade" integer NOT NULL,
	"market_value" jsonb,
	"reviewed_by" text NOT NULL,
	"authenticated_on" text NOT NULL,
	"credential" json NOT NULL,
	"status_index" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"owner_email" text,
	"owner_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_idempotency_keys" ADD CONSTRAINT "certificate_idempotency_keys_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_transfers_certificate_idx" ON "certificate_transfers" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_transfers_to_idx" ON "certificate_transfers" USING btree ("to_email");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_transfers_one_pending_key" ON "certificate_transfers" USING btree ("certificate_id") WHERE "certificate_transfers"."accepted_at" is null and "certificate_transfers"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_key" ON "certificates" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "certificates_owner_user_idx" ON "certificates" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "certificates_owner_email_idx" ON "certificates" USING btree ("owner_email");