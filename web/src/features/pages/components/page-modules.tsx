import type { ModuleType, PageModule } from '@lm/shared';
import type { ComponentType } from 'react';
import { headTagIndex, inOrdering, moduleHeadingLevel } from '../utils/head-tag';
import { isEmptyData } from '../utils/module-data';
import type { ModuleProps } from './module-section';
import { BannerModule } from './modules/banner-module';
import { ContactModule } from './modules/contact-module';
import { CourseCategoryModule } from './modules/course-category-module';
import { CourseModule } from './modules/course-module';
import { HowToBuyModule } from './modules/how-to-buy-module';
import { MapModule } from './modules/map-module';
import { SlideModule } from './modules/slide-module';
import { TextModule } from './modules/text-module';
import { VideoModule } from './modules/video-module';

/** The module types that render so far; the others render nothing yet (decision 0015). */
export const MODULE_RENDERERS: Partial<Record<ModuleType, ComponentType<ModuleProps>>> = {
  slide: SlideModule,
  course_category: CourseCategoryModule,
  course: CourseModule,
  text: TextModule,
  banner: BannerModule,
  howtobuy: HowToBuyModule,
  contactus: ContactModule,
  map: MapModule,
  video: VideoModule,
};

/** A page's modules in their ordering; only the first list-type one gets the head tag (SPEC §2). */
export function PageModules({ modules }: { modules: readonly PageModule[] }) {
  const ordered = inOrdering(modules);
  const first = headTagIndex(ordered);
  return (
    <>
      {ordered.map((module, index) => {
        const Renderer = MODULE_RENDERERS[module.type];
        if (!Renderer || isEmptyData(module.data)) return null;
        const headTag = index === first;
        return <Renderer key={module.id} data={module.data} headTag={headTag} level={moduleHeadingLevel(module.type, headTag)} />;
      })}
    </>
  );
}
