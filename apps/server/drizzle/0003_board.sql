CREATE TABLE "atch_file" (
	"file_id" bigserial PRIMARY KEY NOT NULL,
	"file_module_id" text NOT NULL,
	"file_no" integer NOT NULL,
	"seq_type" text NOT NULL,
	"seq_id" text,
	"stts_cd" text DEFAULT 'TEMP' NOT NULL,
	"storage_key" text NOT NULL,
	"org_file_nm" text NOT NULL,
	"file_sz" bigint NOT NULL,
	"file_extn" text NOT NULL,
	"mime_type" text NOT NULL,
	"reg_user_id" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board" (
	"board_id" text PRIMARY KEY NOT NULL,
	"board_nm" text NOT NULL,
	"board_expln" text,
	"board_type_cd" text NOT NULL,
	"section" text NOT NULL,
	"read_authrt" text[] DEFAULT '{}'::text[] NOT NULL,
	"write_authrt" text[] DEFAULT '{}'::text[] NOT NULL,
	"cmnt_authrt" text[] DEFAULT '{}'::text[] NOT NULL,
	"atch_file_yn" char(1) DEFAULT 'N' NOT NULL,
	"atch_file_cnt" integer DEFAULT 1 NOT NULL,
	"atch_file_sz_mb" integer DEFAULT 100 NOT NULL,
	"atch_file_extns" text[] DEFAULT '{}'::text[] NOT NULL,
	"cmnt_yn" char(1) DEFAULT 'N' NOT NULL,
	"like_yn" char(1) DEFAULT 'N' NOT NULL,
	"secret_yn" char(1) DEFAULT 'N' NOT NULL,
	"notice_yn" char(1) DEFAULT 'N' NOT NULL,
	"ctgrys" text[] DEFAULT '{}'::text[] NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"post_cnt" integer DEFAULT 0 NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post" (
	"post_id" bigserial PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"ctgry_nm" text,
	"post_ttl" text NOT NULL,
	"post_cn" text NOT NULL,
	"cn_text" text NOT NULL,
	"notice_yn" char(1) DEFAULT 'N' NOT NULL,
	"secret_yn" char(1) DEFAULT 'N' NOT NULL,
	"hide_yn" char(1) DEFAULT 'N' NOT NULL,
	"inq_cnt" integer DEFAULT 0 NOT NULL,
	"like_cnt" integer DEFAULT 0 NOT NULL,
	"cmnt_cnt" integer DEFAULT 0 NOT NULL,
	"atch_file_module_id" text,
	"atch_file_cnt" integer DEFAULT 0 NOT NULL,
	"ans_cn" text,
	"ans_user_id" text,
	"ans_dt" timestamp with time zone,
	"wrtr_nm" text NOT NULL,
	"reg_user_id" text,
	"srch_tkns" text[] DEFAULT '{}'::text[] NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_cmnt" (
	"cmnt_id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"cmnt_cn" text NOT NULL,
	"wrtr_nm" text NOT NULL,
	"reg_user_id" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_like" (
	"post_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_like_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post" ADD CONSTRAINT "post_board_id_board_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_cmnt" ADD CONSTRAINT "post_cmnt_post_id_post_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."post"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_like" ADD CONSTRAINT "post_like_post_id_post_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."post"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atch_file_group_no_uq" ON "atch_file" USING btree ("file_module_id","file_no");--> statement-breakpoint
CREATE UNIQUE INDEX "atch_file_storage_key_uq" ON "atch_file" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "atch_file_owner_idx" ON "atch_file" USING btree ("seq_type","seq_id");--> statement-breakpoint
CREATE INDEX "atch_file_stts_idx" ON "atch_file" USING btree ("stts_cd","registered_at");--> statement-breakpoint
CREATE INDEX "post_list_idx" ON "post" USING btree ("board_id","hide_yn","notice_yn","post_id");--> statement-breakpoint
CREATE INDEX "post_srch_tkns_idx" ON "post" USING gin ("srch_tkns");--> statement-breakpoint
CREATE INDEX "post_atch_file_module_idx" ON "post" USING btree ("atch_file_module_id");--> statement-breakpoint
CREATE INDEX "post_cmnt_post_idx" ON "post_cmnt" USING btree ("post_id","cmnt_id");