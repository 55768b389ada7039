CREATE TABLE "srvy" (
	"srvy_id" serial PRIMARY KEY NOT NULL,
	"srvy_ttl" text NOT NULL,
	"srvy_expln" text,
	"bgng_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"trgt_se_cd" text NOT NULL,
	"trgt_mbr_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"trgt_schl_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"anon_yn" char(1) DEFAULT 'N' NOT NULL,
	"rpt_yn" char(1) DEFAULT 'N' NOT NULL,
	"point_type_cd" text,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"ver_no" integer DEFAULT 1 NOT NULL,
	"orgn_srvy_id" integer,
	"tmplt_yn" char(1) DEFAULT 'N' NOT NULL,
	"def" jsonb NOT NULL,
	"rspns_cnt" integer DEFAULT 0 NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "srvy_rspns" (
	"rspns_id" bigserial PRIMARY KEY NOT NULL,
	"srvy_id" integer NOT NULL,
	"user_id" text,
	"ctx_key" text DEFAULT '' NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mbr_type_cd" text,
	"schl_type_cd" text,
	"once_key" text,
	"reg_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"mdfcn_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"sbmsn_dt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "srvy_rspns" ADD CONSTRAINT "srvy_rspns_srvy_id_srvy_srvy_id_fk" FOREIGN KEY ("srvy_id") REFERENCES "public"."srvy"("srvy_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "srvy_stts_idx" ON "srvy" USING btree ("stts_cd","end_dt");--> statement-breakpoint
CREATE INDEX "srvy_orgn_idx" ON "srvy" USING btree ("orgn_srvy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "srvy_rspns_once_uq" ON "srvy_rspns" USING btree ("srvy_id","once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "srvy_rspns_draft_uq" ON "srvy_rspns" USING btree ("srvy_id","user_id","ctx_key") WHERE "srvy_rspns"."stts_cd" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "srvy_rspns_srvy_idx" ON "srvy_rspns" USING btree ("srvy_id","stts_cd","sbmsn_dt");--> statement-breakpoint
CREATE INDEX "srvy_rspns_user_idx" ON "srvy_rspns" USING btree ("user_id","srvy_id");