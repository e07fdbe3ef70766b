/** Add Review's strings. */
export const reviewCopy = {
  nameLabel: "Name",
  ratingLabel: "Rating",
  reviewLabel: "Review",
  submit: "Add Review",
  added: "successfully added review",
  title: "Add a Review",
  nameHelp: "Shown with your review. Leave it empty to use your display name.",
  nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
  ratingHelp: "A whole number from 1 to 5.",
  ratingRequired: "Rating is required.",
  ratingRange: "Rating must be a whole number from 1 to 5.",
  reviewPlaceholder: "How were the parts, the shipping, the paperwork?",
  reviewRequired: "Review is required.",
  reviewTooLong: (max: number) => `Review must be at most ${max} characters.`,
} as const;
