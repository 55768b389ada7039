CREATE TABLE "insp" (
	"insp_id" serial PRIMARY KEY NOT NULL,
	"insp_name" text NOT NULL,
	"insp_nm" text NOT NULL,
	"insp_expln" text NOT NULL,
	"guide" text NOT NULL,
	"src_note" text,
	"duration_min" integer NOT NULL,
	"trgt_bands" text[] NOT NULL,
	"trgt_mbr_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"pub_ver_id" integer,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insp_norm" (
	"ver_id" integer NOT NULL,
	"band" text NOT NULL,
	"gender_cd" text NOT NULL,
	"n" integer NOT NULL,
	"dist" jsonb NOT NULL,
	"adopted_by" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insp_norm_ver_id_band_gender_cd_pk" PRIMARY KEY("ver_id","band","gender_cd")
);
--> statement-breakpoint
CREATE TABLE "insp_rslt_stat" (
	"stat_ymd" date NOT NULL,
	"insp_id" integer NOT NULL,
	"band" text NOT NULL,
	"rslt_cd" text NOT NULL,
	"cnt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insp_rslt_stat_stat_ymd_insp_id_band_rslt_cd_pk" PRIMARY KEY("stat_ymd","insp_id","band","rslt_cd")
);
--> statement-breakpoint
CREATE TABLE "insp_sheet" (
	"sheet_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"insp_id" integer NOT NULL,
	"ver_id" integer NOT NULL,
	"band" text NOT NULL,
	"gender_cd" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stts_cd" text DEFAULT 'ING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cmpl_at" timestamp with time zone,
	"scores" jsonb
);
--> statement-breakpoint
CREATE TABLE "insp_ver" (
	"ver_id" serial PRIMARY KEY NOT NULL,
	"insp_id" integer NOT NULL,
	"ver_no" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"job_cd" text PRIMARY KEY NOT NULL,
	"job_nm" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_fmly_cd" text NOT NULL,
	"holland_cd" text NOT NULL,
	"value_cds" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_expln" text NOT NULL,
	"work_cn" text NOT NULL,
	"prep_cn" text NOT NULL,
	"majors" text[] DEFAULT '{}'::text[] NOT NULL,
	"certs" text[] DEFAULT '{}'::text[] NOT NULL,
	"sbjcts" text[] DEFAULT '{}'::text[] NOT NULL,
	"rel_job_cds" text[] DEFAULT '{}'::text[] NOT NULL,
	"src_note" text,
	"srch_tkns" text[] DEFAULT '{}'::text[] NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insp_norm" ADD CONSTRAINT "insp_norm_ver_id_insp_ver_ver_id_fk" FOREIGN KEY ("ver_id") REFERENCES "public"."insp_ver"("ver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insp_rslt_stat" ADD CONSTRAINT "insp_rslt_stat_insp_id_insp_insp_id_fk" FOREIGN KEY ("insp_id") REFERENCES "public"."insp"("insp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insp_sheet" ADD CONSTRAINT "insp_sheet_insp_id_insp_insp_id_fk" FOREIGN KEY ("insp_id") REFERENCES "public"."insp"("insp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insp_sheet" ADD CONSTRAINT "insp_sheet_ver_id_insp_ver_ver_id_fk" FOREIGN KEY ("ver_id") REFERENCES "public"."insp_ver"("ver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insp_ver" ADD CONSTRAINT "insp_ver_insp_id_insp_insp_id_fk" FOREIGN KEY ("insp_id") REFERENCES "public"."insp"("insp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insp_name_uq" ON "insp" USING btree ("insp_name");--> statement-breakpoint
CREATE UNIQUE INDEX "insp_sheet_ing_uq" ON "insp_sheet" USING btree ("user_id","insp_id") WHERE "insp_sheet"."stts_cd" = 'ING';--> statement-breakpoint
CREATE INDEX "insp_sheet_user_idx" ON "insp_sheet" USING btree ("user_id","insp_id","cmpl_at");--> statement-breakpoint
CREATE INDEX "insp_sheet_ver_idx" ON "insp_sheet" USING btree ("ver_id","band") WHERE "insp_sheet"."stts_cd" = 'CMPL';--> statement-breakpoint
CREATE UNIQUE INDEX "insp_ver_no_uq" ON "insp_ver" USING btree ("insp_id","ver_no");--> statement-breakpoint
CREATE UNIQUE INDEX "insp_ver_draft_uq" ON "insp_ver" USING btree ("insp_id") WHERE "insp_ver"."stts_cd" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "job_srch_tkns_idx" ON "job" USING gin ("srch_tkns");--> statement-breakpoint
CREATE INDEX "job_fmly_idx" ON "job" USING btree ("job_fmly_cd");--> statement-breakpoint
CREATE INDEX "job_list_idx" ON "job" USING btree ("sort_seq","job_nm","job_cd") WHERE "job"."use_yn" = 'Y';