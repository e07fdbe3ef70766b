/** Add Review's strings. */
export const reviewCopy = {
  nameLabel: "Name",
  ratingLabel: "Rating",
  reviewLabel: "Review",
  submit: "Add Review",
  added: "successfully added review",
  title: "Add a Review",
  nameHelp: "Shown with your review. Leave it empty to use your display name.",
  ratingHelp: "A whole number from 1 to 5.",
  reviewPlaceholder: "How were the parts, the shipping, the paperwork?",
} as const;
