import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, fieldAria } from "~/components/ui/field";
import { InputField } from "~/components/ui/form-fields";
import { Input } from "~/components/ui/input";
import { createFirstAdmin } from "~/features/auth/admin-setup.server";
import { initAdminSchema } from "~/features/auth/auth-schema";
import { noindexMeta } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { adminExists } from "~/server/policy.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { readToast, redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/init-admin";

const SUCCESS_MESSAGE = "Amministratore creato con successo. Ora puoi accedere.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  if (await adminExists(ctx.db)) {
    // Right after the setup the page shows its success message once; afterwards
    // the route does not exist (D5).
    const { toast } = await readToast(request, context);
    if (toast?.title === SUCCESS_MESSAGE) return { done: true, tokenFromEnv: false };
    throw data("Pagina non trovata", { status: 404 });
  }
  return { done: false, tokenFromEnv: Boolean(ctx.env.ADMIN_SETUP_TOKEN) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (await adminExists(ctx.db)) throw data("Pagina non trovata", { status: 404 });
  const limit = await consumeRateLimit(
    ctx.db,
    { name: "init-admin", max: 10, windowSeconds: 600 },
    ctx.clientIp,
  );
  const submission = parseWithZod(await readForm(request), { schema: initAdminSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "token"] }) }, { status: 400 });
  }
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: ["Troppi tentativi. Riprova più tardi."],
          hideFields: ["password", "token"],
        }),
      },
      { status: 429 },
    );
  }
  const outcome = await createFirstAdmin(ctx, submission.value);
  if (!outcome.ok) {
    if (outcome.reason === "admin-exists") throw data("Pagina non trovata", { status: 404 });
    const field =
      outcome.reason === "bad-token"
        ? "token"
        : outcome.reason === "wrong-password" || outcome.reason === "weak-password"
          ? "password"
          : null;
    return data(
      {
        result: field
          ? submission.reply({
              fieldErrors: { [field]: [outcome.message] },
              hideFields: ["password", "token"],
            })
          : submission.reply({ formErrors: [outcome.message], hideFields: ["password", "token"] }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast(request, context, "/init-admin", { type: "success", title: SUCCESS_MESSAGE });
}

export const meta: Route.MetaFunction = () => noindexMeta("Configurazione iniziale · Atlante");

export default function InitAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const done = loaderData.done;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(initAdminSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: initAdminSchema }),
  });

  // Spec §2: on success the message is shown and the page goes to /auth after 2 seconds.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/auth?redirect=/admin"), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <section className="flex flex-1 items-center justify-center bg-gradient-to-br from-ivory to-sand px-4 py-16">
      <div className="w-full max-w-lg rounded-card border border-line bg-paper p-8 shadow-card">
        <div className="mb-6 grid justify-items-center gap-3 text-center">
          <ShieldCheck className="size-10 text-terracotta" aria-hidden="true" />
          <h1 className="text-3xl">Configurazione iniziale</h1>
          <p className="text-sm text-muted">
            Crea l'account amministratore di Atlante. Il codice di configurazione monouso è scritto nel log
            del server all'avvio{loaderData.tokenFromEnv ? " (o impostato in ADMIN_SETUP_TOKEN)" : ""}.
          </p>
        </div>
        {done ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-center text-emerald-900">
            {SUCCESS_MESSAGE}
            <meta httpEquiv="refresh" content="2;url=/auth?redirect=/admin" />
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="grid gap-4">
            {form.errors?.length ? (
              <p
                id={form.errorId}
                role="alert"
                className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {form.errors[0]}
              </p>
            ) : null}
            <InputField meta={fields.fullName} label="Nome completo" autoComplete="name" />
            <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
            <Field
              id={fields.password.id}
              label="Password"
              hint="Almeno 12 caratteri."
              error={fields.password.errors}
            >
              <Input
                {...getInputProps(fields.password, { type: "password" })}
                {...fieldAria(fields.password.id, fields.password.errors, true)}
                autoComplete="new-password"
              />
            </Field>
            <InputField
              meta={fields.token}
              label="Codice di configurazione"
              type="password"
              autoComplete="off"
            />
            <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
              Crea amministratore
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
