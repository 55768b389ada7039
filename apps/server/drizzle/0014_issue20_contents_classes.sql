CREATE TABLE "conts_crs" (
	"crs_id" serial PRIMARY KEY NOT NULL,
	"crs_ttl" text NOT NULL,
	"crs_smry" text NOT NULL,
	"schl_lvls" text[] NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"pblc_dt" timestamp with time zone,
	"del_yn" char(1) DEFAULT 'N' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conts_crs_asgn" (
	"asgn_id" serial PRIMARY KEY NOT NULL,
	"crs_id" integer NOT NULL,
	"cls_id" integer NOT NULL,
	"asgn_by" text NOT NULL,
	"asgn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"del_yn" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conts_crs_open" (
	"asgn_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"conts_id" integer NOT NULL,
	"frst_open_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conts_crs_open_asgn_id_user_id_conts_id_pk" PRIMARY KEY("asgn_id","user_id","conts_id")
);
--> statement-breakpoint
CREATE TABLE "conts_crs_sesn" (
	"sesn_id" serial PRIMARY KEY NOT NULL,
	"crs_id" integer NOT NULL,
	"sesn_no" smallint NOT NULL,
	"sesn_ttl" text NOT NULL,
	"sesn_objc" text DEFAULT '' NOT NULL,
	"tchr_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conts_crs_sesn_conts" (
	"sesn_id" integer NOT NULL,
	"conts_id" integer NOT NULL,
	"sort_seq" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "conts_crs_sesn_conts_sesn_id_conts_id_pk" PRIMARY KEY("sesn_id","conts_id")
);
--> statement-breakpoint
ALTER TABLE "conts_crs_asgn" ADD CONSTRAINT "conts_crs_asgn_crs_id_conts_crs_crs_id_fk" FOREIGN KEY ("crs_id") REFERENCES "public"."conts_crs"("crs_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_asgn" ADD CONSTRAINT "conts_crs_asgn_cls_id_cls_cls_id_fk" FOREIGN KEY ("cls_id") REFERENCES "public"."cls"("cls_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_asgn" ADD CONSTRAINT "conts_crs_asgn_asgn_by_mbr_user_id_fk" FOREIGN KEY ("asgn_by") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_open" ADD CONSTRAINT "conts_crs_open_asgn_id_conts_crs_asgn_asgn_id_fk" FOREIGN KEY ("asgn_id") REFERENCES "public"."conts_crs_asgn"("asgn_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_open" ADD CONSTRAINT "conts_crs_open_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_open" ADD CONSTRAINT "conts_crs_open_conts_id_conts_conts_id_fk" FOREIGN KEY ("conts_id") REFERENCES "public"."conts"("conts_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_sesn" ADD CONSTRAINT "conts_crs_sesn_crs_id_conts_crs_crs_id_fk" FOREIGN KEY ("crs_id") REFERENCES "public"."conts_crs"("crs_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_sesn_conts" ADD CONSTRAINT "conts_crs_sesn_conts_sesn_id_conts_crs_sesn_sesn_id_fk" FOREIGN KEY ("sesn_id") REFERENCES "public"."conts_crs_sesn"("sesn_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_crs_sesn_conts" ADD CONSTRAINT "conts_crs_sesn_conts_conts_id_conts_conts_id_fk" FOREIGN KEY ("conts_id") REFERENCES "public"."conts"("conts_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conts_crs_public_idx" ON "conts_crs" USING btree ("stts_cd","pblc_dt","crs_id") WHERE "conts_crs"."del_yn" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "conts_crs_asgn_live_uq" ON "conts_crs_asgn" USING btree ("crs_id","cls_id") WHERE "conts_crs_asgn"."del_yn" = 'N';--> statement-breakpoint
CREATE INDEX "conts_crs_asgn_cls_idx" ON "conts_crs_asgn" USING btree ("cls_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conts_crs_sesn_no_uq" ON "conts_crs_sesn" USING btree ("crs_id","sesn_no");--> statement-breakpoint
CREATE INDEX "conts_crs_sesn_conts_conts_idx" ON "conts_crs_sesn_conts" USING btree ("conts_id");