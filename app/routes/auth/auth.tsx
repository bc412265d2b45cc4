import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { Field, fieldAria } from "~/components/ui/field";
import { InputField } from "~/components/ui/form-fields";
import { Input } from "~/components/ui/input";
import { checkAuthRateLimit, signIn, signUp } from "~/features/auth/auth.server";
import { authFormSchema, safeRedirect } from "~/features/auth/auth-schema";
import * as MESSAGES from "~/lib/messages";
import { noindexMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { getSessionUser } from "~/server/policy.server";
import { redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/auth";

function readParams(request: Request) {
  const url = new URL(request.url);
  return {
    mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirect")),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { mode, redirectTo } = readParams(request);
  // Spec §2: a visitor who already has a session goes straight to the target.
  if (await getSessionUser(request, context)) throw redirect(redirectTo);
  return { mode, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: authFormSchema });
  const redirectTo = safeRedirect(String(formData.get("redirectTo") ?? ""));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const limited = await checkAuthRateLimit(ctx);
  if (limited && !limited.ok) {
    return data(
      { result: submission.reply({ formErrors: [limited.message], hideFields: ["password"] }) },
      { status: 429 },
    );
  }
  const input = submission.value;
  if (input.intent === "signin") {
    const outcome = await signIn(ctx, request, input);
    if (!outcome.ok) {
      return data(
        { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
        { status: outcome.status },
      );
    }
    return redirectWithToast(
      request,
      context,
      redirectTo,
      { type: "success", title: MESSAGES.signInSuccess },
      { headers: outcome.headers },
    );
  }
  const outcome = await signUp(ctx, request, input);
  if (!outcome.ok) {
    const reply = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] }, hideFields: ["password"] })
      : submission.reply({ formErrors: [outcome.message], hideFields: ["password"] });
    return data({ result: reply }, { status: outcome.status });
  }
  // Spec §4: after a successful registration the page switches to login.
  const next = `/auth?${new URLSearchParams({ redirect: redirectTo })}`;
  throw redirect(next, {
    headers: await toastHeaders(request, context, {
      type: "success",
      title: ctx.env.AUTH_REQUIRE_EMAIL_VERIFICATION ? MESSAGES.signUpCheckEmail : MESSAGES.signUpSuccess,
    }),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const signup = loaderData?.mode === "signup";
  return noindexMeta(`${signup ? "Registrati" : "Accedi"} · Atlante`);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo } = loaderData;
  const signup = mode === "signup";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth");
  const [form, fields] = useForm({
    id: `auth-${mode}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(authFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: authFormSchema }),
  });
  const toggleHref = (target: "signin" | "signup") =>
    `/auth?${new URLSearchParams({ ...(target === "signup" ? { mode: "signup" } : {}), redirect: redirectTo })}`;

  return (
    <section className="relative flex flex-1 items-center justify-center overflow-hidden bg-gradient-to-br from-ivory via-paper to-sand px-4 py-16">
      <div className="w-full max-w-md rounded-card border border-line bg-paper p-8 shadow-card">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-3xl">{signup ? "Crea il tuo account" : "Bentornato"}</h1>
          <p className="text-sm text-muted">
            {signup
              ? "Registrati per creare la tua scheda partner."
              : "Accedi all'area riservata di Atlante."}
          </p>
        </div>
        <div
          role="tablist"
          aria-label="Modalità"
          className="mb-6 grid grid-cols-2 rounded-full bg-sand p-1 text-sm font-medium"
        >
          {(["signin", "signup"] as const).map((target) => (
            <Link
              key={target}
              to={toggleHref(target)}
              role="tab"
              aria-selected={mode === target}
              replace
              className={cn(
                "rounded-full px-4 py-2 text-center transition-colors",
                mode === target ? "bg-paper text-ink shadow-sm" : "text-ink-soft hover:text-ink",
              )}
            >
              {target === "signin" ? "Accedi" : "Registrati"}
            </Link>
          ))}
        </div>
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {form.errors[0]}
            </p>
          ) : null}
          {signup ? <InputField meta={fields.fullName} label="Nome completo" autoComplete="name" /> : null}
          <Field id={fields.email.id} label="Email" error={fields.email.errors}>
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              {...fieldAria(fields.email.id, fields.email.errors)}
              autoComplete="email"
              required
            />
          </Field>
          <Field id={fields.password.id} label="Password" error={fields.password.errors}>
            <Input
              {...getInputProps(fields.password, { type: "password" })}
              {...fieldAria(fields.password.id, fields.password.errors)}
              autoComplete={signup ? "new-password" : "current-password"}
              required
            />
          </Field>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Attendere…" : signup ? "Registrati" : "Accedi"}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="inline-flex items-center gap-1 text-ink-soft hover:text-terracotta">
            <ArrowLeft className="size-4" aria-hidden="true" /> Torna al sito
          </Link>
        </p>
      </div>
    </section>
  );
}
