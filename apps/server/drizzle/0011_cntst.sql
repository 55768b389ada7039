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
ALTER TABLE "cntst" ADD CONSTRAINT "cntst_poster_file_id_atch_file_file_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_alc" ADD CONSTRAINT "cntst_alc_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_alc" ADD CONSTRAINT "cntst_alc_entry_id_cntst_entry_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cntst_entry"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_entry" ADD CONSTRAINT "cntst_entry_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_jdg" ADD CONSTRAINT "cntst_jdg_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_score" ADD CONSTRAINT "cntst_score_cntst_id_cntst_cntst_id_fk" FOREIGN KEY ("cntst_id") REFERENCES "public"."cntst"("cntst_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cntst_score" ADD CONSTRAINT "cntst_score_entry_id_cntst_entry_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cntst_entry"("entry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cntst_alc_judge_idx" ON "cntst_alc" USING btree ("cntst_id","judge_id");--> statement-breakpoint
CREATE INDEX "cntst_entry_cntst_idx" ON "cntst_entry" USING btree ("cntst_id","entry_id");--> statement-breakpoint
CREATE INDEX "cntst_entry_user_idx" ON "cntst_entry" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "cntst_jdg_judge_idx" ON "cntst_jdg" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "cntst_score_cntst_idx" ON "cntst_score" USING btree ("cntst_id","judge_id");--> statement-breakpoint
CREATE INDEX "cntst_score_log_entry_idx" ON "cntst_score_log" USING btree ("entry_id","judge_id");