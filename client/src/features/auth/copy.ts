/** The login and sign-up pages' strings (their errors and second step are in lib/copy.ts, shared). */
export const authCopy = {
  googleButton: "Continue with Google",
  githubButton: "Continue with Github",
  or: "OR",
  emailLabel: "Email",
  emailPlaceholder: "Your email",
  passwordLabel: "Password",
  passwordPlaceholder: "Your password",
  nameLabel: "Name",
  checkoutNeedsAccount:
    "Sign in or create an account to check out: we need it for your order's updates and export paperwork. Your cart is kept and joins your account.",
  namePlaceholder: "Your name",
  login: {
    title: "Login",
    submit: "Log In",
    forgotPassword: "Forget Password",
    newHere: "New to MotoParts USA?",
    createAccount: "Create Account",
    // The same answer whether or not the address has an account: the reset never tells which emails do.
    resetSent: "If an account exists for that address, we've sent a link to reset its password.",
    resetNeedsEmail: "Type your email address above, then press Forget Password again.",
    adminOnly: "That page is for admins. Sign in with an admin account to open it.",
  },
  signup: {
    title: "Sign Up",
    heading: "MotoParts USA",
    subheading: "Please Sign Up",
    submit: "sign up",
    haveAccount: "Already have an account?",
    logIn: "LogIn",
    done: "Yay Signup done",
    verificationSent: "We sent you an email to verify your address.",
  },
} as const;
