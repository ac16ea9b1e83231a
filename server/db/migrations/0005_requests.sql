CREATE TABLE "auth_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"state" text NOT NULL,
	"actor_id" uuid,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"service" text,
	"turnaround" text,
	"cost_credits" integer,
	"submitted_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"verdict" jsonb,
	"certificate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"category" text NOT NULL,
	"brand" text,
	"brand_name" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"price_paid_minor" bigint,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"request_received" boolean DEFAULT true NOT NULL,
	"more_photos_needed" boolean DEFAULT true NOT NULL,
	"verdict_ready" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"upload_id" text NOT NULL,
	"storage_key" text,
	"file_name" text DEFAULT '' NOT NULL,
	"declared_type" text DEFAULT '' NOT NULL,
	"bytes" bigint,
	"status" text DEFAULT 'uploading' NOT NULL,
	"rejection" text,
	"width" integer,
	"height" integer,
	"derivatives" jsonb,
	"placeholder" text,
	"checks" jsonb,
	"phash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_request_events" ADD CONSTRAINT "auth_request_events_request_id_auth_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auth_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_requests" ADD CONSTRAINT "auth_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_requests" ADD CONSTRAINT "auth_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_request_events_request_idx" ON "auth_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "auth_requests_owner_idx" ON "auth_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_requests_state_idx" ON "auth_requests" USING btree ("state","deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_requests_open_item_key" ON "auth_requests" USING btree ("item_id") WHERE "auth_requests"."state" not in ('cancelled', 'verdict', 'certificate_issued');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_idempotency_key" ON "credit_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_item_idx" ON "photos" USING btree ("item_id","slot");--> statement-breakpoint
CREATE INDEX "photos_due_idx" ON "photos" USING btree ("status","locked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_upload_key" ON "photos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "photos_phash_idx" ON "photos" USING btree ("phash");