import { Suspense } from "react";
import { LoginForm } from "@/components/account/login-form";

export const metadata = { title: "Sign in — LabLens" };

export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="mb-1 text-xl font-semibold">LabLens</h1>
        <p className="mb-6 text-sm text-slate-600">Sign in with your clinic account.</p>
        <Suspense>
          <LoginForm />
        </Suspense>
      </div>
    </main>
  );
}
