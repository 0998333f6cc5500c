import type { ModuleType, PageModule } from '@lm/shared';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { headTagIndex, inOrdering, moduleHeadingLevel } from '../utils/head-tag';
import { isEmptyData } from '../utils/module-data';
import type { ModuleProps } from './module-section';
import { ArticleModule } from './modules/article-module';
import { BannerModule } from './modules/banner-module';
import { ContactModule } from './modules/contact-module';
import { CourseCategoryModule } from './modules/course-category-module';
import { CourseModule } from './modules/course-module';
import { GalleryModule } from './modules/gallery-module';
import { HowToBuyModule } from './modules/how-to-buy-module';
import { InstructorModule } from './modules/instructor-module';
import { PromotionModule } from './modules/promotion-module';
import { ReviewModule } from './modules/review-module';
import { SlideModule } from './modules/slide-module';
import { TextModule } from './modules/text-module';
import { VideoModule } from './modules/video-module';

/**
 * A module that loads on its own the first time a page has one: the heavy ones (sanitiser, frames,
 * the site chrome) and those a home page seldom shows, so `/` does not carry them. The home page's
 * usual modules stay in the page's chunk: a separate request for them would delay the first paint.
 */
function lazyModule(load: () => Promise<ComponentType<ModuleProps>>): ComponentType<ModuleProps> {
  const Module = lazy(async () => ({ default: await load() }));
  return function LazyModule(props: ModuleProps) {
    return (
      <Suspense fallback={null}>
        <Module {...props} />
      </Suspense>
    );
  };
}

/** Every module type's renderer (decision 0015). */
export const MODULE_RENDERERS: Record<ModuleType, ComponentType<ModuleProps>> = {
  instructorDetail: lazyModule(() => import('./modules/instructor-detail-module').then((m) => m.InstructorDetailModule)),
  relatedCourse: lazyModule(() => import('./modules/related-course-module').then((m) => m.RelatedCourseModule)),
  articleDetail: lazyModule(() => import('./modules/article-detail-module').then((m) => m.ArticleDetailModule)),
  reviewDetail: lazyModule(() => import('./modules/review-detail-module').then((m) => m.ReviewDetailModule)),
  header: lazyModule(() => import('./modules/header-module').then((m) => m.HeaderModule)),
  footer: lazyModule(() => import('./modules/footer-module').then((m) => m.FooterModule)),
  slide: SlideModule,
  aboutus: lazyModule(() => import('./modules/about-us-module').then((m) => m.AboutUsModule)),
  contactus: ContactModule,
  howtobuy: HowToBuyModule,
  howtobookingcourse: lazyModule(() => import('./modules/how-to-booking-course-module').then((m) => m.HowToBookingCourseModule)),
  article: ArticleModule,
  promotion: PromotionModule,
  course: CourseModule,
  product: lazyModule(() => import('./modules/product-module').then((m) => m.ProductModule)),
  course_category: CourseCategoryModule,
  review: ReviewModule,
  gallery: GalleryModule,
  itemCourseDetail: lazyModule(() => import('./modules/item-course-detail-module').then((m) => m.ItemCourseDetailModule)),
  video: VideoModule,
  text: TextModule,
  search: lazyModule(() => import('./modules/search-module').then((m) => m.SearchModule)),
  button: lazyModule(() => import('./modules/button-module').then((m) => m.ButtonModule)),
  booking_course: lazyModule(() => import('./modules/booking-course-module').then((m) => m.BookingCourseModule)),
  listData: lazyModule(() => import('./modules/list-data-module').then((m) => m.ListDataModule)),
  map: lazyModule(() => import('./modules/map-module').then((m) => m.MapModule)),
  custom: lazyModule(() => import('./modules/custom-module').then((m) => m.CustomModule)),
  banner: BannerModule,
  instructor: InstructorModule,
  iframeAutoSignin: lazyModule(() => import('./modules/iframe-auto-signin-module').then((m) => m.IframeAutoSigninModule)),
  ExternalLesson: lazyModule(() => import('./modules/external-lesson-module').then((m) => m.ExternalLessonModule)),
};

/** Resolves once the images loading at high priority are decoded, or after a second. */
function firstImagesShown(): Promise<unknown> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/** How many modules the first paint shows: about a phone screen's worth. */
export const FIRST_PAINT_MODULES = 3;

/**
 * A page's modules in their ordering; only the first list-type one gets the head tag
 * (../shared/SPEC.md §2). The first few render at once and the rest in transitions, a few modules
 * each: React renders a transition in slices that leave the main thread free, but commits it in one
 * task, so one transition for a long home page would block input for as long as it takes to insert
 * it all.
 */
export function PageModules({ modules }: { modules: readonly PageModule[] }) {
  const ordered = inOrdering(modules);
  const first = headTagIndex(ordered);
  const [shown, setShown] = useState(FIRST_PAINT_MODULES);
  useEffect(() => {
    if (shown >= ordered.length) return;
    let active = true;
    const more = () => active && startTransition(() => setShown(Math.min(ordered.length, shown + FIRST_PAINT_MODULES)));
    // The rest of the page waits for the first modules' urgent images (the largest paint), so its
    // rendering does not hold back the frame that shows them; a second at most.
    if (shown === FIRST_PAINT_MODULES) void firstImagesShown().then(more);
    else more();
    return () => {
      active = false;
    };
  }, [shown, ordered.length]);
  return (
    <>
      {ordered.slice(0, shown).map((module, index) => {
        const Renderer = MODULE_RENDERERS[module.type];
        if (!Renderer || isEmptyData(module.data)) return null;
        const headTag = index === first;
        return <Renderer key={module.id} data={module.data} headTag={headTag} level={moduleHeadingLevel(module.type, headTag)} priority={index < FIRST_PAINT_MODULES} />;
      })}
    </>
  );
}
