import{r}from"../app.js";function o(){return r("GET","/app-lock")}export{o as getAppLock};
