import { ruleMessages } from "@shared/rules";

/**
 * Every user-facing string of the storefront, in one place. The spec's strings are quoted verbatim,
 * spelling included ('pices', 'My orderment', 'Ratings: N 0f 5', ...). Validation messages come from
 * shared/rules.ts, which the server uses too.
 */
export const copy = {
  brand: "MotoParts USA",
  validation: ruleMessages,

  nav: {
    home: "Home",
    dashboard: "Dashboard",
    blog: "Blog",
    portfolio: "My Portfolio",
    login: "Login",
    signOut: "Signout",
    menu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    avatarAlt: (name: string) => `${name}'s avatar`,
    primary: "Main",
  },

  footer: {
    columns: [
      { title: "Services", links: ["Parts sourcing", "Export paperwork", "Express shipping", "Insurance"] },
      { title: "Company", links: ["About us", "Careers", "Press kit", "Contact"] },
      { title: "Legal", links: ["Terms of use", "Privacy policy", "Cookie policy", "Shipping policy"] },
    ],
    newsletterTitle: "Newsletter",
    newsletterLabel: "Your email address",
    newsletterPlaceholder: "you@example.com",
    newsletterButton: "Sign Up",
    newsletterDone: "You are signed up for our newsletter.",
    social: { facebook: "MotoParts USA on Facebook", twitter: "MotoParts USA on X (Twitter)", instagram: "MotoParts USA on Instagram", youtube: "MotoParts USA on YouTube" },
    copyright: "Copyright © 2022 MotoParts USA. All rights reserved.",
  },

  common: {
    loading: "Loading…",
    retry: "Try again",
    error: "Something went wrong.",
    networkError: "We could not reach the shop. Check your connection and try again.",
    pices: "pices",
    dollars: (amount: number) =>
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount),
    close: "Close",
    cancel: "Cancel",
    save: "Save",
    confirm: "Yes",
  },

  chunkError: {
    title: "This page could not be loaded",
    body: "A part of the shop failed to download, maybe because it was updated or the connection dropped.",
    reload: "Reload the page",
    name: "ChunkLoadError",
    message: (id: string) => `Loading chunk ${id} failed`,
  },

  routeError: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Reload it, or go back to the home page.",
    home: "Return Home",
  },

  notFound: {
    title: "You are Lost Buddy",
    returnHome: "Return Home",
  },

  guards: {
    checking: "Checking your sign-in…",
    adminsOnly: "Admins only",
    adminsOnlyBody: "Adding products is for the shop's admins. Ask an admin to give you access.",
  },

  home: {
    hero: {
      title: "Genuine motorbike parts, straight from US dealers",
      subtitle: "Brakes, exhausts, tyres and more, exported to your door with every document you need.",
      cta: "Shop parts",
      points: [
        "Premium selection",
        "Insurance on every shipment",
        "All legal documents",
        "Parts from US dealers",
        "Payment security",
        "Fast shipping, with an express option",
      ],
    },
    parts: {
      title: "Our Collections",
      subtitle: "Parts in stock and ready to ship",
      bookNow: "Book Now",
      minimum: "Minimum",
      available: "Available",
      loadMore: "Load more parts",
      empty: "No parts in the catalogue yet. Check back soon.",
      error: "We could not load the parts.",
    },
    services: {
      title: "Marketing Services",
      digitalCampaigns: "Digital Campaigns",
      getStarted: "Get Started",
    },
    summary: {
      title: "Business Summary",
      figures: [
        { value: "5000+", label: "Customers" },
        { value: "190k+", label: "Impressions" },
        { value: "$150k+", label: "Client Profits" },
        { value: "10K+", label: "Reviews" },
        { value: "100+", label: "Motor Parts" },
        { value: "100+", label: "Staff" },
      ],
    },
    reviews: {
      title: "Happy Clients",
      ratings: (n: number) => `Ratings: ${n} 0f 5`,
      empty: "No reviews yet.",
      avatarAlt: (name: string) => `${name}'s photo`,
    },
    contact: {
      title: "Contact Us",
      emailLabel: "Email",
      nameLabel: "Your Name",
      messageLabel: "Your Message",
      submit: "Send Message",
      sent: "Thanks for your message. We will get back to you soon.",
    },
  },

  purchase: {
    minimumQuantity: "Minimum Quantity",
    availableQuantity: "Available Quantity",
    price: "Price",
    nameLabel: "Name",
    emailLabel: "Email",
    productNameLabel: "Product Name",
    quantityLabel: "Quantity",
    priceLabel: "Price",
    submit: "Purchase",
    outOfRange: ruleMessages.quantityOutOfRange,
    ordered: "You made an order, see your order in dashboard",
    notFound: "This part is no longer in the catalogue.",
  },

  dashboard: {
    welcome: "Welcome to your Dashboard",
    menu: {
      myProfile: "My Profile",
      addReview: "Add Review",
      myOrder: "My Order",
      addProduct: "Add Product",
      makeAdmin: "Make Admin",
      manageAllOrders: "Manage All Orders",
      manageProduct: "Manage Products",
    },
    menuLabel: "Dashboard",
  },

  profile: {
    linkedin: "Linkedin",
    twitter: "Twitter",
    location: "Location",
    education: "Education",
    number: "Number",
    giveLink: "Please give link",
    giveLocation: "please give location",
    giveEducation: "please give your Education deatails",
    giveNumber: "please give Number",
    update: "Update Profile",
    updated: "Your profile is saved.",
    noUser: "No user is logged in",
  },

  review: {
    nameLabel: "Name",
    ratingLabel: "Rating",
    reviewLabel: "Review",
    submit: "Add Review",
    added: "successfully added review",
  },

  orders: {
    heading: (count: number) => `My orderment ${count}`,
    columns: { number: "Number", name: "Name", orderName: "Order Name", quantity: "Quantity", payment: "Payment" },
    normalGuy: "Normal guy",
    pay: "Pay",
    paid: "Paid",
    cancel: "Cancel",
    confirmCancel: "Are sure to delete it?",
    cancelled: "successfully delete one order",
    paidCannotCancel: "This order is paid, so it cannot be cancelled.",
    empty: "You have no orders yet.",
  },

  payment: {
    heading: (id: string) => `Please Make Payment for ${id}`,
    partsName: "Parts name",
    name: "Name",
    email: "Email",
    quantity: "Quantity",
    perPiece: "per piece",
    price: "Price",
    pay: "Pay",
    notConfigured: "Card payments are not configured on this shop yet, so this order cannot be paid online.",
    paid: "This order is paid. Thank you!",
    processing: "Payment received. Waiting for confirmation…",
  },

  admin: {
    addProduct: {
      nameLabel: "Product Name",
      emailLabel: "Email",
      descriptionLabel: "Description",
      minQuantityLabel: "Minimum Quantity",
      availableQuantityLabel: "Available Quantity",
      priceLabel: "Price",
      imageLabel: "Image",
      submit: "Add Product",
      added: "successfully added a product",
    },
    makeAdmin: {
      count: (n: number) => `all users: ${n}`,
      columns: { number: "Number", email: "Email", options: "Options", actions: "Actions" },
      makeAdmin: "Make Admin",
      alreadyAdmin: "already admin",
      removeUser: "Remove User",
      made: "successfully admin maked",
      failed: "failed to make admin",
    },
  },

  auth: {
    googleButton: "Continue with Google",
    githubButton: "Continue with Github",
    or: "OR",
    emailLabel: "Email",
    emailPlaceholder: "Your email",
    passwordLabel: "Password",
    passwordPlaceholder: "Your password",
    nameLabel: "Name",
    namePlaceholder: "Your name",
    login: {
      title: "Login",
      submit: "Log In",
      forgotPassword: "Forget Password",
      newHere: "New to MotoParts USA?",
      createAccount: "Create Account",
      resetSent: (email: string) => `We sent a password reset email to ${email}.`,
      resetNeedsEmail: "Type your email address above, then press Forget Password again.",
    },
    signup: {
      heading: "MotoParts USA",
      subheading: "Please Sign Up",
      submit: "sign up",
      haveAccount: "Already have an account?",
      logIn: "LogIn",
      done: "Yay Signup done",
      verificationSent: "We sent you an email to verify your address.",
    },
    errors: {
      "auth/invalid-credential": "The email or password is not right.",
      "auth/wrong-password": "The password is not right.",
      "auth/user-not-found": "No account has this email. Create one first.",
      "auth/email-already-in-use": "An account with this email already exists. Log in instead.",
      "auth/weak-password": "The password is too weak: use at least 6 characters.",
      "auth/invalid-email": "The email address is not valid.",
      "auth/too-many-requests": "Too many attempts. Wait a moment and try again.",
      "auth/user-disabled": "This account has been disabled.",
      "auth/popup-blocked": "The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.",
      "auth/popup-closed-by-user": "The sign-in window was closed before signing in.",
      "auth/cancelled-popup-request": "Another sign-in window was opened; this one was cancelled.",
      "auth/unauthorized-domain": "This website is not allowed to sign in with that provider.",
      "auth/network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
      "auth/web-storage-unsupported": "Your browser blocks the storage sign-in needs. Enable cookies and site data.",
      "auth/internal-error": "The sign-in service had a problem. Try again.",
      "auth/invalid-api-key": "The sign-in service is not configured correctly (invalid API key).",
      "auth/auth-domain-config-required": "The sign-in service is not configured correctly (auth domain missing).",
      "auth/account-exists-with-different-credential": "An account with this email already exists with another sign-in method.",
      "auth/operation-not-allowed": "This sign-in method is not enabled for the shop.",
      "auth/missing-password": "Password is required",
      exchange: "Signed in, but the shop could not start your session. Try again.",
      unknown: "Sign-in failed. Try again.",
    },
  },
} as const;

export type Copy = typeof copy;
