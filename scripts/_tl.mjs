import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
import { requireChromium } from './browser.mjs';
const origin='http://localhost:4180';
const browser = await chromium.launch({ executablePath: requireChromium(), args:['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport:{width:412,height:823} });
const page = await context.newPage();
await page.goto(`${origin}/auth/login`);
await page.getByLabel('Email').fill(process.env.WHO||'premium@example.com');
await page.getByLabel(/^Password/).fill('Emotion-demo-1');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/\/app\/dashboard$/);
await page.evaluate(async () => { for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister(); for (const k of await caches.keys()) await caches.delete(k); });
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.clearBrowserCache');
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE||4) });
if (process.env.NET) await cdp.send('Network.emulateNetworkConditions', { offline:false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
await page.addInitScript(() => {
  window.__lt=[]; window.__lcp=[]; window.__f=[]; const of=window.fetch; window.fetch=function(i,o){ const u=String(i?.url||i); if(u.includes('4010')) window.__f.push([Math.round(performance.now()), u.slice(-30), (new Error().stack||'').split('\n').slice(2,9).map(l=>l.trim().replace(/.*assets\//,'').slice(0,40)).join(' < ')]); return of.apply(this,arguments); };
  new PerformanceObserver((l)=>{ for(const e of l.getEntries()) window.__lt.push([Math.round(e.startTime),Math.round(e.duration)]); }).observe({type:'longtask',buffered:true});
  new PerformanceObserver((l)=>{ for(const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element?.tagName+' '+(e.element?.textContent||'').slice(0,40)]); }).observe({type:'largest-contentful-paint',buffered:true});
});
if (process.env.PROF) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
await page.goto(`${origin}/app/dashboard`);
await page.waitForTimeout(Number(process.env.WAIT||8000));
if (process.env.PROF) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/prof/profile.cpuprofile', JSON.stringify(profile)); }
const r = await page.evaluate(() => ({ f: window.__f, lt: window.__lt, lcp: window.__lcp, res: performance.getEntriesByType('resource').map(e=>[Math.round(e.startTime),Math.round(e.responseEnd),e.name.replace(location.origin,'').replace('http://localhost:4010','API').slice(0,60)]), nav: performance.getEntriesByType('navigation').map(e=>[Math.round(e.responseEnd), Math.round(e.domContentLoadedEventEnd)]), marks: performance.getEntriesByType('mark').map(m=>[m.name,Math.round(m.startTime)]), paint: performance.getEntriesByType('paint').map(e=>[e.name,Math.round(e.startTime)]) }));
console.log('nav', r.nav, 'paint', JSON.stringify(r.paint));
console.log('fetch', JSON.stringify(r.f,null,0)); console.log('marks', JSON.stringify(r.marks)); console.log('LCP', JSON.stringify(r.lcp));
console.log('longtasks', JSON.stringify(r.lt), 'sum>50', r.lt.reduce((a,[,d])=>a+Math.max(0,d-50),0));
const groups = new Map(); for (const [s,e,n] of r.res) { const k = Math.round(s/100)*100; groups.set(k, [...(groups.get(k)||[]), n.replace('/assets/','').replace(/-[\w-]{8}\.(js|css)$/,'.$1')+'→'+e]); }
for (const [k,v] of [...groups].sort((a,b)=>a[0]-b[0])) console.log(k, v.length, v.filter(x=>!x.includes('.css')).slice(0,60).join(' '));
await browser.close();
