import type { Testimonial } from '../../shared/contracts/content.ts';
import { Rate } from '../ui/rate.tsx';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <blockquote className="card testimonial">
      <Rate value={testimonial.rating} />
      <p>{testimonial.body}</p>
      <footer>
        <cite>{testimonial.name}</cite> · {testimonial.role}
      </footer>
    </blockquote>
  );
}
