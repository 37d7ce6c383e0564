import { expect } from 'chai';
import { SCREENS, matchScreen, productPath, postPath, slugSegment } from '../../../shared/routes.ts';

describe('shared/routes', () => {
  it('has every path of the spec §2 table', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(paths).to.include.members([
      '/',
      '/st/blog',
      '/st/BlogCat',
      '/st/catalog',
      '/st/contactus',
      '/cat',
      '/cat/:label',
      '/about',
      '/brand',
      '/brand/:id/:label',
      '/search',
      '/search/:catLabel',
      '/po/:id/:name',
      '/pr/:id/:name',
      '/services',
      '/services/:label',
      '/customerExperience',
      '/basket',
      '/profile/accountorder/:productOrderId',
      '/loginRegister',
    ]);
  });

  it('matches screens with or without the trailing slash, static segments case-insensitively', () => {
    expect(matchScreen('/pr/12/camera/')?.screen.id).to.equal('product');
    expect(matchScreen('/pr/12/camera')?.params).to.deep.equal({ id: '12', name: 'camera' });
    expect(matchScreen('/st/blogcat/')?.screen.id).to.equal('blogCategories');
    expect(matchScreen('/')?.screen.id).to.equal('home');
    expect(matchScreen('/pr/12/')).to.equal(null);
    expect(matchScreen('/nope/')).to.equal(null);
  });

  it('marks a non-numeric id as an invalid page of a known screen', () => {
    expect(matchScreen('/pr/abc/camera/')).to.include({ valid: false });
    expect(matchScreen('/profile/accountorder/12a/')).to.include({ valid: false });
    expect(matchScreen('/brand/7/hikvision/')).to.include({ valid: true });
  });

  it('decodes params', () => {
    expect(matchScreen('/cat/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/')?.params.label).to.equal('دوربین');
    expect(matchScreen('/cat/%E0%A4%A/')?.params.label).to.equal('%E0%A4%A');
  });

  it('writes names into URLs with hyphens for spaces, percent-encoded', () => {
    expect(slugSegment('  Hikvision  DS-2CD 1043 ')).to.equal('Hikvision-DS-2CD-1043');
    expect(productPath(1, 'دوربین بولت')).to.equal(`/pr/1/${encodeURIComponent('دوربین-بولت')}/`);
    expect(postPath(5, 'What is FM-200?')).to.equal('/po/5/What-is-FM-200%3F/');
  });
});
