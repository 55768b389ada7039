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
CREATE TABLE "cntst" (
	"cntst_id" serial PRIMARY KEY NOT NULL,
	"cntst_ttl" text NOT NULL,
	"poster_file_id" bigint,
	"poster_alt" text,
	"cntst_expln" text NOT NULL,
	"trgt_mbr_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"trgt_schl_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"aply_bgng_dt" timestamp with time zone NOT NULL,
	"aply_end_dt" timestamp with time zone NOT NULL,
	"jdg_bgng_dt" timestamp with time zone NOT NULL,
	"jdg_end_dt" timestamp with time zone NOT NULL,
	"ann_dt" timestamp with time zone NOT NULL,
	"team_yn" char(1) DEFAULT 'N' NOT NULL,
	"max_team_size" integer DEFAULT 1 NOT NULL,
	"aply_limit_cnt" integer DEFAULT 1 NOT NULL,
	"entry_form" jsonb NOT NULL,
	"crtrs" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"blind_yn" char(1) DEFAULT 'Y' NOT NULL,
	"alc_mode" text DEFAULT 'ALL' NOT NULL,
	"alc_jdg_cnt" integer DEFAULT 1 NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"pbls_dt" timestamp with time zone,
	"pbls_by" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cntst_period" CHECK ("cntst"."aply_bgng_dt" < "cntst"."aply_end_dt" and "cntst"."aply_end_dt" <= "cntst"."jdg_bgng_dt" and "cntst"."jdg_bgng_dt" < "cntst"."jdg_end_dt" and "cntst"."jdg_end_dt" <= "cntst"."ann_dt"),
	CONSTRAINT "cntst_stts" CHECK ("cntst"."stts_cd" in ('DRAFT', 'OPEN', 'PUBLISHED')),
	CONSTRAINT "cntst_alc_mode" CHECK ("cntst"."alc_mode" in ('ALL', 'N'))
);
--> statement-breakpoint
CREATE TABLE "cntst_alc" (
	"cntst_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"judge_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cntst_alc_entry_id_judge_id_pk" PRIMARY KEY("entry_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "cntst_entry" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"cntst_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"entry_ttl" text NOT NULL,
	"team_nm" text,
	"team_mbrs" text,
	"vals" jsonb NOT NULL,
	"atch_file_module_id" text,
	"stts_cd" text DEFAULT 'SUBMIT' NOT NULL,
	"prize_id" text,
	"tie_ord" integer,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cntst_entry_stts" CHECK ("cntst_entry"."stts_cd" in ('SUBMIT', 'WTHDR'))
);
--> statement-breakpoint
CREATE TABLE "cntst_jdg" (
	"cntst_id" integer NOT NULL,
	"judge_id" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cntst_jdg_cntst_id_judge_id_pk" PRIMARY KEY("cntst_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "cntst_score" (
	"cntst_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"judge_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"cmnt" text,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"sbmsn_dt" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cntst_score_entry_id_judge_id_pk" PRIMARY KEY("entry_id","judge_id"),
	CONSTRAINT "cntst_score_stts" CHECK ("cntst_score"."stts_cd" in ('DRAFT', 'SUBMIT'))
);
--> statement-breakpoint
CREATE TABLE "cntst_score_log" (
	"log_id" bigserial PRIMARY KEY NOT NULL,
	"cntst_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"judge_id" text NOT NULL,
	"reason" text NOT NULL,
	"prev_scores" jsonb NOT NULL,
	"registered_by" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "srvy_rspns" ADD CONSTRAINT "srvy_rspns_srvy_id_srvy_srvy_id_fk" FOREIGN KEY ("srvy_id") REFERENCES "public"."srvy"("srvy_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst" ADD CONSTRAINT "cntst_poster_file_id_atch_file_file_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_alc" ADD CONSTRAINT "cntst_alc_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_alc" ADD CONSTRAINT "cntst_alc_entry_id_cntst_entry_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cntst_entry"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_entry" ADD CONSTRAINT "cntst_entry_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_jdg" ADD CONSTRAINT "cntst_jdg_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_score" ADD CONSTRAINT "cntst_score_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_score" ADD CONSTRAINT "cntst_score_entry_id_cntst_entry_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cntst_entry"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "srvy_stts_idx" ON "srvy" USING btree ("stts_cd","end_dt");--> statement-breakpoint
CREATE INDEX "srvy_orgn_idx" ON "srvy" USING btree ("orgn_srvy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "srvy_rspns_once_uq" ON "srvy_rspns" USING btree ("srvy_id","once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "srvy_rspns_draft_uq" ON "srvy_rspns" USING btree ("srvy_id","user_id","ctx_key") WHERE "srvy_rspns"."stts_cd" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "srvy_rspns_srvy_idx" ON "srvy_rspns" USING btree ("srvy_id","stts_cd","sbmsn_dt");--> statement-breakpoint
CREATE INDEX "srvy_rspns_user_idx" ON "srvy_rspns" USING btree ("user_id","srvy_id");--> statement-breakpoint
CREATE INDEX "cntst_alc_judge_idx" ON "cntst_alc" USING btree ("cntst_id","judge_id");--> statement-breakpoint
CREATE INDEX "cntst_entry_cntst_idx" ON "cntst_entry" USING btree ("cntst_id","entry_id");--> statement-breakpoint
CREATE INDEX "cntst_entry_user_idx" ON "cntst_entry" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "cntst_jdg_judge_idx" ON "cntst_jdg" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "cntst_score_cntst_idx" ON "cntst_score" USING btree ("cntst_id","judge_id");--> statement-breakpoint
CREATE INDEX "cntst_score_log_entry_idx" ON "cntst_score_log" USING btree ("entry_id","judge_id");